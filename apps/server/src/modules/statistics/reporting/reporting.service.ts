import {
  type CalendarDay,
  calendarDayOf,
  type ReportingAnswer,
  type ReportingCall,
  type ReportingPeriod,
  type ReportingQuery,
  type ReportingValue,
  reportingFixedKeys,
  reportingKeyOfName,
  reportingMonthsElapsed,
  reportingWithoutOfferKey,
  startOfCalendarDay,
} from "@ondine/domain";
import type { Database } from "../../../db";
import { AppError } from "../../../errors/app-error";
import { isOrganismInScope, isSiteInScope, type Scope } from "../../../scope/scope";
import { resolveSeriesTarget } from "../../monitoring";
import {
  type OfferMonthRow,
  type ReportingLocations,
  type ReportingYearWindow,
  readCodeMonths,
  readLocationNames,
  readRevenueMonths,
  readRoomsCount,
  readSaleMonths,
  readTrafficMonths,
} from "./reporting.repository";

/** The locations asked for, each found in the scope, with their names (the workbook's title names them). */
export interface NamedReportingLocations extends ReportingLocations {
  names: string[];
}

const noSuchLocation = () => new AppError("NOT_FOUND", "No such location.");

/**
 * The sites and organisms of a query, each found in the caller's scope as
 * the monitoring calls find a location: one unknown or outside it answers
 * 404 for the whole call, with the same message whichever it is. An
 * assigned scope lists its locations, so one it does not list is refused
 * before any query (a long list of another tenant's ids costs nothing).
 */
export async function resolveReportingLocations(
  db: Database,
  scope: Scope,
  query: ReportingQuery,
): Promise<NamedReportingLocations> {
  const siteIds = [...new Set(query["search[site_ids][]"])];
  const organismIds = [...new Set(query["search[organism_ids][]"])];
  if (!siteIds.every((id) => isSiteInScope(scope, id)) || !organismIds.every((id) => isOrganismInScope(scope, id))) {
    throw noSuchLocation();
  }
  const found = async <T>(lookup: Promise<T>): Promise<T> => {
    try {
      return await lookup;
    } catch (error) {
      throw error instanceof AppError && error.code === "NOT_FOUND" ? noSuchLocation() : error;
    }
  };
  const sites = await Promise.all(
    siteIds.map(async (id) => {
      const target = await found(resolveSeriesTarget(db, scope, { type: "site", id }));
      if (!("site" in target)) throw new Error("a site was asked for");
      return target.site;
    }),
  );
  const organisms = await Promise.all(
    organismIds.map(async (id) => {
      const target = await found(resolveSeriesTarget(db, scope, { type: "organism", id }));
      if (!("organism" in target)) throw new Error("an organism was asked for");
      return target.organism;
    }),
  );
  return { sites, organisms, names: await readLocationNames(db, { sites, organisms }) };
}

/** The Paris 1 January of `year` to that of the next. */
export function reportingYearWindow(year: number): ReportingYearWindow {
  return {
    startAt: startOfCalendarDay({ year, month: 1, day: 1 }),
    stopAt: startOfCalendarDay({ year: year + 1, month: 1, day: 1 }),
  };
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Twelve periods, January first: a month gone by gets `figures(month)`
 * (its values and total), a month not yet come every key with a null value
 * and a null total.
 */
function twelveMonths(
  year: number,
  today: CalendarDay,
  keys: readonly string[],
  figures: (month: number) => { values: ReportingValue[]; total: number | null },
): ReportingAnswer {
  const elapsed = reportingMonthsElapsed(year, today);
  const periods: ReportingPeriod[] = [];
  for (let month = 1; month <= 12; month += 1) {
    if (month > elapsed) {
      periods.push({ period: { month, year, total: null }, values: keys.map((key) => ({ key, value: null })) });
    } else {
      const { values, total } = figures(month);
      periods.push({ period: { month, year, total }, values });
    }
  }
  return { periods };
}

/** Counts by month and dynamic key (the offer's name as a key; codes without an offer under their own key). */
function offerCounts(rows: readonly OfferMonthRow[]): { keys: string[]; byMonth: Map<number, Map<string, number>> } {
  const keys = new Set<string>();
  const byMonth = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const key = row.offer === null ? reportingWithoutOfferKey : reportingKeyOfName(row.offer);
    keys.add(key);
    const counts = byMonth.get(row.month) ?? new Map<string, number>();
    counts.set(key, (counts.get(key) ?? 0) + Number(row.count));
    byMonth.set(row.month, counts);
  }
  return { keys: [...keys].sort(), byMonth };
}

function offerAnswer(rows: readonly OfferMonthRow[], year: number, today: CalendarDay): ReportingAnswer {
  const { keys, byMonth } = offerCounts(rows);
  return twelveMonths(year, today, keys, (month) => {
    const counts = byMonth.get(month);
    const values = keys.map((key) => ({ key, value: counts?.get(key) ?? 0 }));
    return { values, total: values.reduce((sum, { value }) => sum + value, 0) };
  });
}

/**
 * One reporting call (docs/product.md#statistics-overview, docs/reporting.md): the year's
 * twelve Paris months at the locations (found in scope), computed from the
 * data; months after the current Paris month are null.
 */
export async function readReportingCall(
  db: Database,
  scope: Scope,
  call: ReportingCall,
  locations: ReportingLocations,
  year: number,
  now: Date,
): Promise<ReportingAnswer> {
  const today = calendarDayOf(now);
  const window = reportingYearWindow(year);
  switch (call) {
    case "revenues": {
      const rows = new Map((await readRevenueMonths(db, scope, locations, window)).map((row) => [row.month, row]));
      return twelveMonths(year, today, reportingFixedKeys.revenues, (month) => {
        const row = rows.get(month);
        const sales = cents(row?.sales ?? 0);
        const coupons = cents(row?.coupons ?? 0);
        const refunds = cents(row?.refunds ?? 0);
        return {
          values: [
            { key: "sales-revenues", value: sales },
            { key: "coupons", value: coupons },
            { key: "refunds", value: refunds },
          ],
          // Net turnover: sales and codes sold, less what was given back.
          total: cents(sales + coupons - refunds),
        };
      });
    }
    case "rooms": {
      const rooms = await readRoomsCount(db, scope, locations);
      return twelveMonths(year, today, reportingFixedKeys.rooms, () => ({
        values: [{ key: "rooms_nb", value: rooms }],
        total: rooms,
      }));
    }
    case "use_of_service": {
      const [rooms, traffic] = await Promise.all([
        readRoomsCount(db, scope, locations),
        readTrafficMonths(db, scope, locations, window),
      ]);
      const rows = new Map(traffic.map((row) => [row.month, row]));
      return twelveMonths(year, today, reportingFixedKeys.use_of_service, (month) => {
        const row = rows.get(month);
        const peak = row?.peak ?? 0;
        return {
          values: [
            { key: "user_number", value: peak },
            { key: "user_download", value: rooms > 0 ? (peak / rooms) * 100 : null },
            { key: "download", value: Math.round(row?.rxBytes ?? 0) },
            { key: "upload", value: Math.round(row?.txBytes ?? 0) },
          ],
          total: null,
        };
      });
    }
    case "coupons":
      return offerAnswer(await readCodeMonths(db, scope, locations, window), year, today);
    case "online_sales":
      return offerAnswer(await readSaleMonths(db, scope, locations, window), year, today);
  }
}
