import { and, asc, count, desc, eq, inArray, lte } from "drizzle-orm";
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
 * Takes up to `limit` held messages of a channel that are due and moves their
 * next attempt to `leaseUntil`, in one statement: two servers never send the
 * same message, and one that dies mid-send lets another retry after the lease.
 */
export function claimDueMessages(
  db: Database,
  channel: OutboxChannel,
  options: { now: Date; leaseUntil: Date; limit: number },
) {
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
  return db
    .update(outboxMessages)
    .set({ nextAttemptAt: options.leaseUntil })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

export async function markOutboxMessageSent(db: Database, id: number, attempts: number, sentAt: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: "sent", attempts, sentAt, lastError: null })
    .where(eq(outboxMessages.id, id));
}

export async function markOutboxAttemptFailed(
  db: Database,
  id: number,
  failure: { attempts: number; lastError: string; nextAttemptAt: Date; gaveUp: boolean },
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      attempts: failure.attempts,
      lastError: failure.lastError,
      nextAttemptAt: failure.nextAttemptAt,
      status: failure.gaveUp ? "failed" : "held",
    })
    .where(eq(outboxMessages.id, id));
}

/** The newest messages first. */
export function findOutboxMessages(db: Database, page: { limit: number; offset: number }) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(page.limit).offset(page.offset);
}

export async function countOutboxMessages(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(outboxMessages);
  return row?.total ?? 0;
}
