import { randomInt, randomUUID } from "node:crypto";
import { drawCouponCode } from "@ondine/domain";
import type pg from "pg";

/** What a batch's codes share, as `POST /api/coupons` writes them (coupons.repository.ts's template). */
export type BareBatchTerms = {
  creatorId: number;
  organismId: number;
  siteId: number;
  description: string;
  startsAt: Date;
  endsAt: Date;
  maxUsage: number;
};

/** `count` codes drawn as the app draws them, before the clock starts: the floor has no JS work in it. */
export function drawBareCodes(count: number): string[] {
  return Array.from({ length: count }, () => drawCouponCode((max) => randomInt(max)));
}

/**
 * The floor the app's batch is measured against: the same rows, the same
 * columns and the same `insert ... select from unnest($codes)` in one
 * transaction on one pooled connection of the same pg driver, with nothing
 * else: no session, no scope, no answer, no `returning`, no conflict clause.
 */
export async function insertBareBatch(pool: pg.Pool, terms: BareBatchTerms, codes: readonly string[]): Promise<void> {
  const now = new Date().toISOString();
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query(
      `insert into coupons (code, correlation_id, creator_id, creator_type, organism_id, site_id, coupon_def_id,
         description, starts_at, ends_at, duration, max_usage, phone_number, with_ran_access, created_at, updated_at)
       select batch.code, $2::uuid, $3::integer, 'CenterUser', $4::integer, $5::integer, null::integer,
         $6::text, $7::timestamptz, $8::timestamptz, $9::integer, $10::integer, null::text, false,
         $11::timestamptz, $11::timestamptz
       from unnest($1::text[]) as batch(code)`,
      [
        codes,
        randomUUID(),
        terms.creatorId,
        terms.organismId,
        terms.siteId,
        terms.description,
        terms.startsAt.toISOString(),
        terms.endsAt.toISOString(),
        Math.round((terms.endsAt.getTime() - terms.startsAt.getTime()) / 1000),
        terms.maxUsage,
        now,
      ],
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}
