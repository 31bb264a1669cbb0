import type { IngestPurchase } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";
import type { IndexedItem } from "./ingest-items";

/**
 * Stores the purchases a site's portal reports (the `purchases` section),
 * named after their offer as it is now (docs/product.md#statistics-dashboards: the name at the
 * time of purchase) and with their site's organism. A reference already
 * stored is left as it is, so a re-sent batch is a no-op, except for its
 * refund: a later batch reporting `refunded_at` for it sets it,
 * and one without it leaves a refund already known in place. Returns the
 * indexes of purchases whose offer is not sold at their site (its own
 * offers or its organism's), which are not stored.
 */
export async function insertPortalPurchases(
  db: Database,
  purchases: readonly IndexedItem<IngestPurchase>[],
): Promise<number[]> {
  if (purchases.length === 0) return [];
  const { rows } = await db.execute<{ index: number }>(sql`
    with input (index, site_id, reference, offer_id, total_amount_ttc, total_amount_ht, currency, purchase_date, succeeded, email, refunded_at) as (
      select * from ${unnestItems(purchases, [
        [(purchase) => purchase.index, "integer"],
        [(purchase) => purchase.item.site_id, "integer"],
        [(purchase) => purchase.item.reference, "text"],
        [(purchase) => purchase.item.offer_id, "integer"],
        // Amounts go as text so that no cent is lost on the way to numeric.
        [(purchase) => purchase.item.total_amount_ttc.toFixed(2), "text"],
        [(purchase) => purchase.item.total_amount_ht.toFixed(2), "text"],
        [(purchase) => purchase.item.currency, "text"],
        [(purchase) => purchase.item.purchase_date, "timestamptz"],
        [(purchase) => purchase.item.succeeded, "boolean"],
        [(purchase) => purchase.item.email, "text"],
        [(purchase) => purchase.item.refunded_at, "timestamptz"],
      ])}
    ), sold as (
      select input.*, sites.organism_id, offers.name as offer_name
      from input
      join sites on sites.id = input.site_id
      join offers on offers.id = input.offer_id
      where exists (
        select from offer_locations
        where offer_locations.offer_id = input.offer_id
          and (offer_locations.site_id = input.site_id or offer_locations.organism_id = sites.organism_id)
      )
    ), stored as (
      insert into purchases (
        reference, organism_id, site_id, offer_id, offer_name, total_amount_ttc, total_amount_ht,
        currency, purchase_date, succeeded, email, refunded_at
      )
      select reference, organism_id, site_id, offer_id, offer_name, total_amount_ttc::numeric, total_amount_ht::numeric,
        currency, purchase_date, succeeded, email, refunded_at
      -- One row a reference (a batch may carry one twice; an update cannot touch a row twice): its refund if any.
      from (select distinct on (reference) * from sold order by reference, refunded_at desc nulls last, index) as once
      -- A re-sent purchase changes only by its refund, reported once known (and kept when not re-sent);
      -- the stored purchase date still bounds it (the table's check).
      on conflict (reference) do update set refunded_at = excluded.refunded_at
        where excluded.refunded_at is not null and purchases.refunded_at is distinct from excluded.refunded_at
          and excluded.refunded_at >= purchases.purchase_date
    )
    select input.index from input where input.index not in (select index from sold) order by input.index`);
  return rows.map((row) => Number(row.index));
}
