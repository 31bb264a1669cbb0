import type { SiteAlertState } from "@ondine/domain";
import { lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { alertSiteStates } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";

/** A site's noise state as stored (the domain's SiteAlertState as JSON: parse it with parseSiteAlertState). */
export type StoredSiteAlertState = { siteId: number; state: unknown };

/** Rows written at once: well under the parameters a statement takes. */
const writeChunk = 1000;

/**
 * The stored states of these sites and of every site due for a look by `now`
 * (a tolerance running out, a repeat, a flapping window closing), in one
 * query.
 */
export function findSiteAlertStates(
  db: Database,
  siteIds: readonly number[],
  now: Date,
): Promise<StoredSiteAlertState[]> {
  return db
    .select({ siteId: alertSiteStates.siteId, state: alertSiteStates.state })
    .from(alertSiteStates)
    .where(
      or(
        sql`${alertSiteStates.siteId} = any(${sql.param([...siteIds])}::integer[])`,
        lte(alertSiteStates.nextCheckAt, now),
      ),
    );
}

/** Writes these sites' states and when to look at them next, in a statement per thousand sites. */
export async function saveSiteAlertStates(
  db: Database,
  states: readonly { siteId: number; state: SiteAlertState; nextCheckAt: Date | null }[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < states.length; start += writeChunk) {
    const chunk = states.slice(start, start + writeChunk);
    await db.execute(sql`
      insert into ${alertSiteStates} (site_id, state, next_check_at, updated_at)
      select site_id, state::jsonb, next_check_at, ${now.toISOString()}::timestamptz
      from ${unnestItems(chunk, [
        [(row) => row.siteId, "integer"],
        [(row) => JSON.stringify(row.state), "text"],
        [(row) => row.nextCheckAt, "timestamptz"],
      ])} as saved(site_id, state, next_check_at)
      on conflict (site_id) do update
        set state = excluded.state, next_check_at = excluded.next_check_at, updated_at = excluded.updated_at`);
  }
}

// Any constant would do, beside the other "ON.." keys: "ONAL", the alert evaluation.
const alertEvaluationLockKey = 0x4f4e_414c;

/**
 * Makes the alert evaluations wait for each other until the end of their
 * transactions (docs/alerts.md#jobs): two runs never read the same unseen
 * events or mail the same notifications. On PGlite, one connection, the lock
 * is granted at once.
 */
export async function lockAlertEvaluation(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${alertEvaluationLockKey})`);
}
