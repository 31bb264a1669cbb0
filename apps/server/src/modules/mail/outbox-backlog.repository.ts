import { count, eq, min } from "drizzle-orm";
import type { Database } from "../../db";
import { outboxMessages } from "../../db/schema";

/** The held messages of each channel that has any: how many, and when the oldest was written. */
export function countHeldMessagesByChannel(db: Database) {
  return db
    .select({
      channel: outboxMessages.channel,
      held: count(),
      oldestCreatedAt: min(outboxMessages.createdAt),
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, "held"))
    .groupBy(outboxMessages.channel);
}
