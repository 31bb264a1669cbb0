import type { Database } from "@ondine/server/db";
import { sql } from "drizzle-orm";

/**
 * The codes dashboard's search (docs/product.md#codes-screens, docs/product.md#codes-api): a few characters of a code
 * within one organism, newest first, a page of 50, the total (counted up to
 * 10,000) and a facet of the 200 sites with most codes.
 */
export function couponSearchBody(organismId: number, text: string) {
  return {
    size: 50,
    sort: [{ created_at: { order: "desc" } }],
    query: {
      bool: {
        filter: [{ term: { organism_id: organismId } }],
        must: [{ match: { code: text } }],
      },
    },
    aggs: { sites: { terms: { field: "site_name", size: 200 } } },
  };
}

export type Scope = { organismIds: readonly number[]; siteIds: readonly number[] };

/**
 * The same search as a developer would write it by hand: the same scope
 * condition, the same three queries (page, bounded count, facet), run side
 * by side as the proxy runs them.
 */
export async function handWrittenCouponSearch(db: Database, scope: Scope, organismId: number, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const where = sql`(c.organism_id = any(${sql.param([...scope.organismIds])}::integer[])
      or c.site_id = any(${sql.param([...scope.siteIds])}::integer[]))
    and c.organism_id = ${organismId} and c.code ilike ${pattern}`;
  const [page, total, facet] = await Promise.all([
    db.execute(sql`select c.*, s.name as site_name, o.name as organism_name, f.name as offer_name, f.price, f.pre_tax_price,
        f.currency, f.duration_value, f.duration_unit
      from coupons c left join sites s on s.id = c.site_id left join organisms o on o.id = c.organism_id
        left join offers f on f.id = c.coupon_def_id
      where ${where} order by c.created_at desc, c.id limit 50`),
    db.execute(sql`select count(*) as count from (select 1 from coupons c where ${where} limit 10001) as counted`),
    db.execute(sql`select s.name as key, count(*) as doc_count from coupons c join sites s on s.id = c.site_id
      where ${where} group by s.name order by count(*) desc, s.name limit 200`),
  ]);
  return {
    ids: page.rows.map((row) => String((row as { id: number }).id)),
    total: Number((total.rows[0] as { count: number }).count),
    facet: facet.rows.map((row) => [(row as { key: string }).key, Number((row as { doc_count: number }).doc_count)]),
  };
}
