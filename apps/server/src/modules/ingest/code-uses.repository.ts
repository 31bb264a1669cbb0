import type { IngestCodeUse } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";
import type { IndexedItem } from "./ingest-items";

/** A code use not stored, and the field that explains why (`code` or `used_at`). */
export type RefusedCodeUse = { index: number; field: "code" | "used_at" };

/** A code whose first use this batch stored (its `first_provisioning_date` set from none), for its webhook. */
export type FirstCodeUse = {
  code: string;
  correlationId: string;
  organismId: number;
  siteId: number | null;
  firstUsedAt: Date;
};

/** What the code uses section came to: the uses refused, and the codes used for the first time. */
export type AppliedCodeUses = { refused: RefusedCodeUse[]; firstUses: FirstCodeUse[] };

type AppliedRow = {
  kind: "refused" | "first_use";
  index: number | null;
  field: RefusedCodeUse["field"] | null;
  code: string | null;
  correlation_id: string | null;
  organism_id: number | null;
  site_id: number | null;
  first_used_at: Date | string | null;
};

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
 *
 * The same statement answers the codes whose first use it stored (none
 * before: the `code.used` webhook, docs/webhooks.md#events), with their
 * organism and site.
 */
export async function applyCodeUses(
  db: Database,
  uses: readonly IndexedItem<IngestCodeUse>[],
): Promise<AppliedCodeUses> {
  if (uses.length === 0) return { refused: [], firstUses: [] };
  const { rows } = await db.execute<AppliedRow>(sql`
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
      returning coupons.id, coupons.code, coupons.correlation_id, coupons.organism_id, coupons.site_id,
        coupons.first_provisioning_date
    ), refused as (
      select index, 'code' as field from input where index not in (select index from matched)
      union all
      select matched.index, ranked.field from matched
      join ranked on ranked.coupon_id = matched.coupon_id and ranked.used_at = matched.used_at
      where ranked.field is not null
    )
    select 'refused' as kind, index, field, null::text as code, null::text as correlation_id,
      null::integer as organism_id, null::integer as site_id, null::timestamptz as first_used_at
    from refused
    union all
    -- matched read the codes as they were before this statement: those without a first use then.
    select 'first_use', null, null, counted.code, counted.correlation_id::text, counted.organism_id,
      counted.site_id, counted.first_provisioning_date
    from counted
    where counted.id in (select coupon_id from matched where first_provisioning_date is null)
    order by kind, index, code`);
  const applied: AppliedCodeUses = { refused: [], firstUses: [] };
  for (const row of rows) {
    if (row.kind === "refused" && row.index !== null && row.field !== null) {
      applied.refused.push({ index: Number(row.index), field: row.field });
    } else if (
      row.kind === "first_use" &&
      row.code !== null &&
      row.correlation_id !== null &&
      row.organism_id !== null &&
      row.first_used_at !== null
    ) {
      applied.firstUses.push({
        code: row.code,
        correlationId: row.correlation_id,
        organismId: Number(row.organism_id),
        siteId: row.site_id === null ? null : Number(row.site_id),
        firstUsedAt: new Date(row.first_used_at),
      });
    }
  }
  return applied;
}
