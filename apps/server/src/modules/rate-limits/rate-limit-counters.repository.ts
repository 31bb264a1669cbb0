import { lte, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { rateLimitCounters } from "../../db/schema";

export type CounterState = { hits: number; windowEndsAt: Date };

/**
 * Counts one hit on `key` in a fixed window, atomically (one upsert, so
 * concurrent requests and instances count right): a window that has ended
 * starts again at 1. Returns the count with this hit and the window's end.
 */
export async function incrementCounter(db: Database, key: string, windowMs: number, now: Date): Promise<CounterState> {
  const windowEnd = new Date(now.getTime() + windowMs);
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) throw new Error(`rate limit counter ${key} was not written`);
  return row;
}

/** Forgets the counters whose window has ended. */
export async function deleteEndedCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEndsAt, now));
}
