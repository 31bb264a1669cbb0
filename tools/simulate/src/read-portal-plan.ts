import type { Currency } from "@ondine/domain";
import type { Database } from "@ondine/server/db";
import { sql } from "drizzle-orm";
import type { SimulatedSite } from "./demo-plan";

/** Codes a site's guests may use while the simulator plays: a demo session's worth. */
export const unusedCodesPerSite = 40;

/**
 * Adds to the plan's sites what their portals sell and hand out:
 * the paid offers sold there (the site's own and its organism's) and a few
 * back-office codes that are valid for days around now and never used, so
 * that their first uses are accepted. Changes the sites in place.
 */
export async function readPortalPlan(db: Database, sites: ReadonlyMap<number, SimulatedSite>): Promise<void> {
  const siteIds = sql`${sql.param([...sites.keys()])}::integer[]`;
  const { rows: offerRows } = await db.execute<{
    site_id: number;
    offer_id: number;
    price: string | number;
    pre_tax_price: string | number;
    currency: Currency;
  }>(sql`
    select distinct sites.id as site_id, offers.id as offer_id, offers.price, offers.pre_tax_price, offers.currency
    from sites
    join offer_locations on offer_locations.site_id = sites.id or offer_locations.organism_id = sites.organism_id
    join offers on offers.id = offer_locations.offer_id
    where sites.id = any(${siteIds}) and offers.price > 0`);
  for (const row of offerRows) {
    const site = sites.get(Number(row.site_id));
    if (!site) continue;
    const offer = {
      offerId: Number(row.offer_id),
      price: Number(row.price),
      preTaxPrice: Number(row.pre_tax_price),
      currency: row.currency,
    };
    site.portalOffers = [...(site.portalOffers ?? []), offer];
  }
  const { rows: codeRows } = await db.execute<{ site_id: number; code: string }>(sql`
    select site_id, code from (
      select site_id, code, row_number() over (partition by site_id order by id) as rank
      from coupons
      where site_id = any(${siteIds}) and creator_type = 'CenterUser' and provisionings_count = 0
        and disabled_at is null and starts_at <= now() - interval '2 days' and ends_at >= now() + interval '2 days'
    ) as usable
    where rank <= ${unusedCodesPerSite}`);
  for (const row of codeRows) {
    const site = sites.get(Number(row.site_id));
    if (site) site.unusedCodes = [...(site.unusedCodes ?? []), row.code];
  }
}
