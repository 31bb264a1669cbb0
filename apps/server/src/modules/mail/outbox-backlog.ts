import type { Database } from "../../db";
import { outboxChannels } from "../../db/schema";
import { countHeldMessagesByChannel } from "./outbox-backlog.repository";

/** What waits to be delivered on one channel (metrics; docs/operations.md#metrics). */
export type OutboxBacklog = {
  channel: (typeof outboxChannels)[number];
  /** Messages held: not yet delivered, retrying, or kept because no SMTP_URL or SMS_URL is set. */
  held: number;
  /** Seconds since the oldest held message was written at `now`; 0 when none is held. */
  oldestHeldAgeSeconds: number;
};

/** The backlog of every channel, those with nothing held included (as zeros, so that a series never goes missing). */
export async function readOutboxBacklog(db: Database, now: Date): Promise<OutboxBacklog[]> {
  const rows = await countHeldMessagesByChannel(db);
  return outboxChannels.map((channel) => {
    const row = rows.find((candidate) => candidate.channel === channel);
    const oldest = row?.oldestCreatedAt;
    return {
      channel,
      held: row?.held ?? 0,
      oldestHeldAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
    };
  });
}
