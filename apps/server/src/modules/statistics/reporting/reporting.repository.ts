import { backOfficeCreatorType, monitoredSiteState, productTimeZone } from "@ondine/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db";
import type { ScopedOrganism, ScopedSite } from "../../../scope/in-scope";
import type { Scope } from "../../../scope/scope";
import { assignedLocationInScope, organismInScope, siteInScope } from "../../../scope/scope-conditions";

// The five reporting calls' reads (docs/reporting.md): one grouped statement
// each, by Paris month of the year asked. Every statement takes the scope
// besides the locations found in it (docs/decisions.md#tenancy).

/** The locations of a call, each found in the caller's scope: their union is read. */
export interface ReportingLocations {
  sites: readonly ScopedSite[];
  organisms: readonly ScopedOrganism[];
}

/** The year asked, as instants: from the Paris 1 January (included) to the next (excluded). */
export interface ReportingYearWindow {
  startAt: Date;
  stopAt: Date;
}

/** docs/product.md#reporting-figures: amounts in euros excluding tax; pound sales are left out (docs/reporting.md). */
const reportedCurrency = "eur";

const ids = (list: readonly { id: number }[]) => sql`${sql.param(list.map((item) => item.id))}::integer[]`;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const parisMonth = (column: SQL) => sql`extract(month from ${column} at time zone ${productTimeZone})::integer`;
const inYear = (column: SQL, year: ReportingYearWindow) =>
  sql`${column} >= ${at(year.startAt)} and ${column} < ${at(year.stopAt)}`;

/**
 * Rows of `table` (organism_id, site_id) at one of the locations: an
 * organism's every row (its sites' and its own), a site's own; the scope
 * ANDed in as the statistics meters do.
 */
function rowsAt(table: "purchases" | "coupons", locations: ReportingLocations, scope: Scope): SQL {
  const organismId = sql.raw(`${table}.organism_id`);
  const siteId = sql.raw(`${table}.site_id`);
  return sql`(${organismId} = any(${ids(locations.organisms)}) or ${siteId} = any(${ids(locations.sites)}))
    and ${assignedLocationInScope(scope, { organismId, siteId })}`;
}

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return (await db.execute(query)).rows as unknown as Row[];
}

export interface RevenueMonthRow {
  month: number;
  sales: number;
  coupons: number;
  refunds: number;
}

/**
 * By Paris month: the pre-tax amount of the succeeded euro purchases, the
 * pre-tax price of the back-office codes' euro offers, and the pre-tax
 * amount of the euro purchases refunded in the month.
 */
export function readRevenueMonths(
  db: Database,
  scope: Scope,
  locations: ReportingLocations,
  year: ReportingYearWindow,
): Promise<RevenueMonthRow[]> {
  const purchasesAt = rowsAt("purchases", locations, scope);
  return rowsOf(
    db,
    sql`select month, sum(sales)::float8 as sales, sum(coupons)::float8 as coupons, sum(refunds)::float8 as refunds
    from (
      select ${parisMonth(sql`purchase_date`)} as month, total_amount_ht as sales, 0::numeric as coupons, 0::numeric as refunds
      from purchases
      where ${purchasesAt} and succeeded and currency = ${reportedCurrency} and ${inYear(sql`purchase_date`, year)}
      union all
      select ${parisMonth(sql`refunded_at`)}, 0, 0, total_amount_ht
      from purchases
      where ${purchasesAt} and succeeded and currency = ${reportedCurrency} and ${inYear(sql`refunded_at`, year)}
        and purchase_date < ${at(year.stopAt)}
      union all
      select ${parisMonth(sql`coupons.created_at`)}, 0, offers.pre_tax_price, 0
      from coupons join offers on offers.id = coupons.coupon_def_id
      where ${rowsAt("coupons", locations, scope)} and coupons.creator_type = ${backOfficeCreatorType}
        and offers.currency = ${reportedCurrency} and ${inYear(sql`coupons.created_at`, year)}
    ) as figures
    group by month`,
  );
}

/**
 * The rooms of the locations' sites as they are now: a site's IoT rooms
 * where it has any, else its buildings' beds. An organism counts its sites
 * in production (as its traffic does); a site asked for counts whatever its state.
 */
export async function readRoomsCount(db: Database, scope: Scope, locations: ReportingLocations): Promise<number> {
  const [row] = await rowsOf<{ rooms: number }>(
    db,
    sql`select coalesce(sum(case when rooms.count > 0 then rooms.count else coalesce(beds.count, 0) end), 0)::integer as rooms
    from sites
    cross join lateral (select count(*) as count from iot_rooms where iot_rooms.site_id = sites.id) as rooms
    cross join lateral (select sum(beds_number) as count from buildings where buildings.site_id = sites.id) as beds
    where (sites.id = any(${ids(locations.sites)})
        or (sites.organism_id = any(${ids(locations.organisms)}) and sites.state = ${monitoredSiteState}))
      and ${siteInScope(scope, sql`sites.id`)}`,
  );
  return row?.rooms ?? 0;
}

export interface TrafficMonthRow {
  month: number;
  /** The month's peak of simultaneous users: the highest of its days' sums of the sites' peaks. */
  peak: number;
  /** Bytes received and sent in the month. */
  rxBytes: number;
  txBytes: number;
}

/**
 * By Paris month, from the daily roll-ups: an organism's days from
 * traffic_daily_organism, a site's (outside the organisms asked) from
 * traffic_daily, summed day by day. A day's bytes are its average rate
 * (bit/s) times the day's seconds (23, 24 or 25 hours), over 8: the same as
 * the samples' rates times their five-minute interval when the day is whole.
 */
export function readTrafficMonths(
  db: Database,
  scope: Scope,
  locations: ReportingLocations,
  year: ReportingYearWindow,
): Promise<TrafficMonthRow[]> {
  const dayEnd = sql`((bucket at time zone ${productTimeZone} + interval '1 day') at time zone ${productTimeZone})`;
  return rowsOf(
    db,
    sql`with days as (
      select bucket, rx::float8 as rx, tx::float8 as tx, active_users::float8 as users
      from traffic_daily_organism
      where organism_id = any(${ids(locations.organisms)}) and ${organismInScope(scope, sql`organism_id`)}
        and ${inYear(sql`bucket`, year)}
      union all
      select bucket, rx_sum::float8 / samples, tx_sum::float8 / samples, active_users_max::float8
      from traffic_daily
      where site_id = any(array(
          select id from sites
          where id = any(${ids(locations.sites)}) and not (organism_id = any(${ids(locations.organisms)}))
            and ${siteInScope(scope, sql`id`)}))
        and samples > 0 and ${inYear(sql`bucket`, year)}
    ), by_day as (
      select bucket, sum(rx) as rx, sum(tx) as tx, sum(users) as users from days group by bucket
    )
    select ${parisMonth(sql`bucket`)} as month, max(users)::float8 as peak,
      sum(rx * extract(epoch from ${dayEnd} - bucket))::float8 / 8 as "rxBytes",
      sum(tx * extract(epoch from ${dayEnd} - bucket))::float8 / 8 as "txBytes"
    from by_day
    group by 1`,
  );
}

export interface OfferMonthRow {
  month: number;
  /** The offer's name (French), null for a code made without an offer. */
  offer: string | null;
  count: number;
}

/** By Paris month and offer: every code created at the locations, back office and portal. */
export function readCodeMonths(
  db: Database,
  scope: Scope,
  locations: ReportingLocations,
  year: ReportingYearWindow,
): Promise<OfferMonthRow[]> {
  return rowsOf(
    db,
    sql`select ${parisMonth(sql`coupons.created_at`)} as month, offers.name as offer, count(*)::integer as count
    from coupons left join offers on offers.id = coupons.coupon_def_id
    where ${rowsAt("coupons", locations, scope)} and ${inYear(sql`coupons.created_at`, year)}
    group by 1, 2`,
  );
}

/** By Paris month and offer (its name at the time of purchase): the succeeded purchases at the locations. */
export function readSaleMonths(
  db: Database,
  scope: Scope,
  locations: ReportingLocations,
  year: ReportingYearWindow,
): Promise<OfferMonthRow[]> {
  return rowsOf(
    db,
    sql`select ${parisMonth(sql`purchase_date`)} as month, offer_name as offer, count(*)::integer as count
    from purchases
    where ${rowsAt("purchases", locations, scope)} and succeeded and ${inYear(sql`purchase_date`, year)}
    group by 1, 2`,
  );
}

/** The names of the locations (found in scope already), organisms first, each list by name. */
export async function readLocationNames(db: Database, locations: ReportingLocations): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select name from (
      select 0 as rank, name from organisms where id = any(${ids(locations.organisms)})
      union all
      select 1, name from sites where id = any(${ids(locations.sites)})
    ) as named order by rank, name`,
  );
  return rows.map((row) => row.name);
}
