import type { IngestCodeUse } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";
import type { IndexedItem } from "./ingest-items";

/** A code use not stored, and the field that explains why (`code` or `used_at`). */
export type RefusedCodeUse = { index: number; field: "code" | "used_at" };

/**
 * Stores the code uses a site's portal reports (the `code_uses` section),
 * in one statement: each new use records its end user (the audience
 * statistics) and counts on its code, whose first use starts its access
 * (`first_provisioning_date`, Code (docs/product.md#codes-data)). A use already stored (same
 * code and instant) changes nothing, so a re-sent batch is a no-op.
 *
 * Refused (docs/ingest.md "Portal activity"): a code that is not one of the
 * site's (its own, or its organism's without a site), a disabled code, or
 * one used beyond its devices (`max_usage`) — field `code`; a use before the
 * code's start, a first use after its end, or a use after the access its
 * first use opened (`duration`) — field `used_at`. The code rows are locked
 * while counting, so two batches cannot both take a code's last device.
 */
export async function applyCodeUses(
  db: Database,
  uses: readonly IndexedItem<IngestCodeUse>[],
): Promise<RefusedCodeUse[]> {
  if (uses.length === 0) return [];
  const { rows } = await db.execute<{ index: number; field: RefusedCodeUse["field"] }>(sql`
    with input (index, site_id, code, used_at, country, language, browser_name, os_name, device) as (
      select * from ${unnestItems(uses, [
        [(use) => use.index, "integer"],
        [(use) => use.item.site_id, "integer"],
        [(use) => use.item.code, "text"],
        [(use) => use.item.used_at, "timestamptz"],
        [(use) => use.item.country, "text"],
        [(use) => use.item.language, "text"],
        [(use) => use.item.browser_name, "text"],
        [(use) => use.item.os_name, "text"],
        [(use) => use.item.device, "text"],
      ])}
    ), matched as (
      select input.*, sites.organism_id, coupons.id as coupon_id, coupons.starts_at, coupons.ends_at,
        coupons.duration, coupons.max_usage, coupons.disabled_at, coupons.first_provisioning_date,
        coupons.provisionings_count,
        exists (select from end_users where end_users.coupon_id = coupons.id and end_users.created_at = input.used_at) as known
      from input
      join sites on sites.id = input.site_id
      join coupons on coupons.code = input.code and coupons.organism_id = sites.organism_id
        and (coupons.site_id is null or coupons.site_id = input.site_id)
      for update of coupons
    ), fresh as (
      -- One use an instant: the same use twice in a batch is one.
      select distinct on (coupon_id, used_at) * from matched where not known order by coupon_id, used_at, index
    ), opened as (
      select fresh.*,
        coalesce(first_provisioning_date, min(used_at) filter (where used_at >= starts_at) over (partition by coupon_id)) as first_use
      from fresh
    ), dated as (
      select opened.*,
        case
          when disabled_at is not null then 'code'
          when used_at < starts_at or first_use > ends_at or used_at > first_use + duration * interval '1 second' then 'used_at'
        end as date_field
      from opened
    ), ranked as (
      select dated.*,
        case
          when date_field is not null then date_field
          when max_usage <> -1 and provisionings_count
            + row_number() over (partition by coupon_id, date_field is null order by used_at) > max_usage then 'code'
        end as field
      from dated
    ), stored as (
      insert into end_users (organism_id, site_id, created_at, country, language, device, browser_name, os_name, coupon_id)
      select organism_id, site_id, used_at, country, language, device, browser_name, os_name, coupon_id
      from ranked where field is null
      on conflict (coupon_id, created_at) do nothing
      returning coupon_id, created_at
    ), counted as (
      update coupons set
        provisionings_count = coupons.provisionings_count + added.uses,
        first_provisioning_date = least(coupons.first_provisioning_date, added.first_use),
        updated_at = now()
      from (select coupon_id, count(*)::integer as uses, min(created_at) as first_use from stored group by coupon_id) as added
      where coupons.id = added.coupon_id
    )
    select index, 'code' as field from input where index not in (select index from matched)
    union all
    select matched.index, ranked.field from matched
    join ranked on ranked.coupon_id = matched.coupon_id and ranked.used_at = matched.used_at
    where ranked.field is not null
    order by index`);
  return rows.map((row) => ({ index: Number(row.index), field: row.field }));
}
