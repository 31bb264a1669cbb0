import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { outboxMessages } from "../../db/schema";

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;
export type OutboxChannel = OutboxMessageRow["channel"];

export async function insertOutboxMessage(db: Database, message: NewOutboxMessage): Promise<OutboxMessageRow> {
  const [row] = await db.insert(outboxMessages).values(message).returning();
  if (!row) throw new Error("insert into outbox_messages returned no row");
  return row;
}

/**
 * Takes up to `limit` held messages of a channel that are due, in one
 * statement: moves their next attempt to `leaseUntil` and writes the batch's
 * `claimToken`, so two servers never send the same message at once, and one
 * that dies lets another retry once the lease lapses. Oldest first.
 */
export async function claimDueMessages(
  db: Database,
  channel: OutboxChannel,
  options: { now: Date; leaseUntil: Date; limit: number; claimToken: string },
): Promise<OutboxMessageRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, channel),
        eq(outboxMessages.status, "held"),
        lte(outboxMessages.nextAttemptAt, options.now),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ nextAttemptAt: options.leaseUntil, claimToken: options.claimToken })
    .where(inArray(outboxMessages.id, due))
    .returning();
  // UPDATE ... RETURNING keeps no order.
  return claimed.sort((a, b) => a.id - b.id);
}

/** The messages of a batch that it still holds: held, and claimed with its token. */
const heldByBatch = (ids: number[], claimToken: string) =>
  and(inArray(outboxMessages.id, ids), eq(outboxMessages.claimToken, claimToken), eq(outboxMessages.status, "held"));

/** Moves the lease of the messages the batch still holds to `leaseUntil` (the batch's heartbeat). */
export async function renewOutboxLease(
  db: Database,
  ids: number[],
  claimToken: string,
  leaseUntil: Date,
): Promise<void> {
  await db.update(outboxMessages).set({ nextAttemptAt: leaseUntil }).where(heldByBatch(ids, claimToken));
}

/**
 * Records that the message is about to be handed over: counts the attempt
 * and sets `attempt_started_at`. Answers the attempts so far, or undefined
 * when the batch no longer holds the message (its lease lapsed and another
 * batch took it): then it must not be sent.
 */
export async function startOutboxAttempt(
  db: Database,
  id: number,
  claimToken: string,
  startedAt: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, attemptStartedAt: startedAt })
    .where(heldByBatch([id], claimToken))
    .returning({ attempts: outboxMessages.attempts });
  return row?.attempts;
}

/** Gives back the messages a batch claimed but did not try, due at `dueAt`, in one statement. */
export async function releaseOutboxMessages(
  db: Database,
  ids: number[],
  claimToken: string,
  dueAt: Date,
): Promise<void> {
  await db.update(outboxMessages).set({ nextAttemptAt: dueAt, claimToken: null }).where(heldByBatch(ids, claimToken));
}

export async function markOutboxMessageSent(db: Database, id: number, sentAt: Date): Promise<void> {
  // Whoever holds the lease now: the message was handed over, which is what "sent" records.
  await db
    .update(outboxMessages)
    .set({ status: "sent", sentAt, lastError: null, claimToken: null, attemptStartedAt: null })
    .where(eq(outboxMessages.id, id));
}

export async function markOutboxAttemptFailed(
  db: Database,
  id: number,
  claimToken: string,
  failure: { lastError: string; nextAttemptAt: Date; gaveUp: boolean },
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      lastError: failure.lastError,
      nextAttemptAt: failure.nextAttemptAt,
      status: failure.gaveUp ? "failed" : "held",
      claimToken: null,
      attemptStartedAt: null,
    })
    .where(heldByBatch([id], claimToken));
}

/** The newest messages first. */
export function findOutboxMessages(db: Database, page: { limit: number; offset: number }) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(page.limit).offset(page.offset);
}

export async function countOutboxMessages(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(outboxMessages);
  return row?.total ?? 0;
}
