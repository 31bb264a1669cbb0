import type { IngestMaintenanceEvent } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { sqlArray, unnestItems } from "../../db/sql-arrays";
import type { IndexedItem } from "./indexed-item";

/** An event known by its ticket: the first one stored with that ticket id. */
export type TicketedEvent = { id: number; ticketId: string; siteId: number | null };

// Any constant would do: the feed's transactions take this lock in turn.
const maintenanceFeedLockKey = 0x4f4e_4d46;

/**
 * Makes concurrent feeds wait for each other: `ticket_id` has no unique
 * index, so two feeds creating the same ticket at once would both insert it.
 * Tickets arrive by the handful, so the wait is short.
 */
export async function lockMaintenanceFeed(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${maintenanceFeedLockKey})`);
}

export async function findEventsByTicket(db: Database, ticketIds: readonly string[]): Promise<TicketedEvent[]> {
  if (ticketIds.length === 0) return [];
  const { rows } = await db.execute<{ id: number; ticket_id: string; site_id: number | null }>(sql`
    select distinct on (ticket_id) id, ticket_id, site_id from maintenance_events
    where ticket_id = any(${sqlArray(ticketIds, "text")})
    order by ticket_id, id`);
  return rows.map((row) => ({
    id: Number(row.id),
    ticketId: row.ticket_id,
    siteId: row.site_id === null ? null : Number(row.site_id),
  }));
}

const eventColumns = [
  [(event: IngestMaintenanceEvent) => event.ticket_id, "text"],
  [(event: IngestMaintenanceEvent) => event.site_id, "integer"],
  [(event: IngestMaintenanceEvent) => event.kind, "text"],
  [(event: IngestMaintenanceEvent) => event.state, "text"],
  [(event: IngestMaintenanceEvent) => event.criticality, "text"],
  [(event: IngestMaintenanceEvent) => event.responsibility, "text"],
  [(event: IngestMaintenanceEvent) => event.typology, "text"],
  [(event: IngestMaintenanceEvent) => event.description, "text"],
  [(event: IngestMaintenanceEvent) => event.cause, "text"],
  [(event: IngestMaintenanceEvent) => event.opened_at, "timestamptz"],
  [(event: IngestMaintenanceEvent) => event.closed_at, "timestamptz"],
] as const;
const eventColumnNames = sql.raw(
  "ticket_id, site_id, kind, state, criticality, responsibility, typology, description, cause, opened_at, closed_at",
);

/** Adds the events of tickets not seen yet, on their site and its organism. */
export async function insertTicketEvents(
  db: Database,
  events: readonly IndexedItem<IngestMaintenanceEvent>[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`
    insert into maintenance_events (${eventColumnNames}, organism_id, created_at, updated_at)
    select input.*, sites.organism_id, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from ${unnestItems(
      events.map(({ item }) => item),
      eventColumns,
    )} as input (${eventColumnNames})
    join sites on sites.id = input.site_id`);
}

/** Updates stored events from their ticket's latest report; an event already as sent is left untouched. */
export async function updateTicketEvents(
  db: Database,
  events: readonly { id: number; event: IngestMaintenanceEvent }[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`
    update maintenance_events as event set
      kind = input.kind, state = input.state, criticality = input.criticality,
      responsibility = input.responsibility, typology = input.typology, description = input.description,
      cause = input.cause, opened_at = input.opened_at, closed_at = input.closed_at,
      updated_at = ${now.toISOString()}::timestamptz
    from ${unnestItems(events, [
      [(row) => row.id, "integer"],
      ...eventColumns.map(
        ([pick, type]) => [(row: { event: IngestMaintenanceEvent }) => pick(row.event), type] as const,
      ),
    ])} as input (id, ${eventColumnNames})
    where event.id = input.id
      and (event.kind, event.state, event.criticality, event.responsibility, event.typology, event.description,
        event.cause, event.opened_at, event.closed_at)
      is distinct from (input.kind, input.state, input.criticality, input.responsibility, input.typology,
        input.description, input.cause, input.opened_at, input.closed_at)`);
}
