import type { AlertChoice } from "@ondine/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { alertSubscriptions } from "../../db/schema";

/** One person's choices for one site (docs/alerts.md#subscriptions). */
export type AlertSubscription = { userId: number; siteId: number; levels: AlertChoice[] };

/** Who subscribed to these sites, with their choices, in one query. */
export async function findSubscribersOfSites(db: Database, siteIds: readonly number[]): Promise<AlertSubscription[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ userId: alertSubscriptions.userId, siteId: alertSubscriptions.siteId, levels: alertSubscriptions.levels })
    .from(alertSubscriptions)
    .where(sql`${alertSubscriptions.siteId} = any(${sql.param([...siteIds])}::integer[])`);
  return rows.map((row) => ({ ...row, levels: row.levels as AlertChoice[] }));
}

/** A person's choices, by site. */
export async function findSubscriptionsOfUser(
  db: Database,
  userId: number,
): Promise<ReadonlyMap<number, AlertChoice[]>> {
  const rows = await db
    .select({ siteId: alertSubscriptions.siteId, levels: alertSubscriptions.levels })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.userId, userId));
  return new Map(rows.map((row) => [row.siteId, row.levels as AlertChoice[]]));
}

/**
 * Makes these the person's only subscriptions: a site left out, or listed
 * with no choice, is unsubscribed; the others are written in one statement.
 */
export async function replaceSubscriptionsOfUser(
  db: Database,
  userId: number,
  subscriptions: readonly { siteId: number; levels: readonly AlertChoice[] }[],
  now: Date,
): Promise<void> {
  const kept = subscriptions.filter((subscription) => subscription.levels.length > 0);
  await db
    .delete(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.userId, userId),
        sql`not (${alertSubscriptions.siteId} = any(${sql.param(kept.map((subscription) => subscription.siteId))}::integer[]))`,
      ),
    );
  if (kept.length === 0) return;
  await db
    .insert(alertSubscriptions)
    .values(
      kept.map((subscription) => ({
        userId,
        siteId: subscription.siteId,
        levels: [...subscription.levels],
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [alertSubscriptions.userId, alertSubscriptions.siteId],
      set: { levels: sql`excluded.levels`, updatedAt: sql`excluded.updated_at` },
    });
}
