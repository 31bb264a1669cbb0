import { sql } from "drizzle-orm";
import type { Database } from "../../db";

export type NewWebhookEvent = {
  publicId: string;
  organismId: number;
  type: string;
  data: Record<string, unknown>;
  occurredAt: Date;
};

/**
 * Inserts the events some enabled endpoint of their organism asks for, in one
 * statement; the others are not kept (nobody would receive them, and an
 * endpoint created or enabled later starts with the events after it).
 * Answers how many were kept.
 */
export async function insertWantedWebhookEvents(db: Database, events: readonly NewWebhookEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into webhook_events (public_id, organism_id, type, data, occurred_at)
    select event.public_id, event.organism_id, event.type, event.data, event.occurred_at
    from jsonb_to_recordset(${JSON.stringify(
      events.map((event) => ({
        public_id: event.publicId,
        organism_id: event.organismId,
        type: event.type,
        data: event.data,
        occurred_at: event.occurredAt.toISOString(),
      })),
    )}::jsonb) as event(public_id text, organism_id int, type text, data jsonb, occurred_at timestamptz)
    where exists (
      select 1 from webhook_endpoints endpoint
      where endpoint.organism_id = event.organism_id and endpoint.enabled and event.type = any(endpoint.event_types)
    )
    returning id`);
  return rows.length;
}
