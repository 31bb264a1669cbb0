import {
  type IngestMaintenanceEvent,
  type IngestMaintenanceFeed,
  type IngestMaintenanceIntervention,
  ingestMaintenanceEventSchema,
  ingestMaintenanceInterventionSchema,
  type MaintenanceFeedAnswer,
  type MaintenanceFeedRejection,
} from "@ondine/domain";
import type { Database } from "../../db";
import {
  findEventsByTicket,
  insertTicketEvents,
  lockMaintenanceFeed,
  type TicketIntervention,
  updateTicketEvents,
  upsertTicketInterventions,
} from "../monitoring";
import type { IngestCollector } from "./collectors.repository";
import { checkSiteItems, type IndexedItem } from "./ingest-items";

/** The last item of each key wins, as a later report of the same ticket (or visit) does. */
function lastByKey<T>(items: readonly IndexedItem<T>[], keyOf: (item: T) => string): IndexedItem<T>[] {
  return [...new Map(items.map((entry) => [keyOf(entry.item), entry])).values()];
}

/**
 * Events keyed by ticket: a new ticket adds its event, a known one of the
 * same site updates it. Returns the indexes of items whose ticket is another
 * site's (or its organism's as a whole), left alone.
 */
async function storeEvents(
  db: Database,
  events: readonly IndexedItem<IngestMaintenanceEvent>[],
  now: Date,
): Promise<number[]> {
  const latest = lastByKey(events, (event) => event.ticket_id);
  const known = new Map(
    (
      await findEventsByTicket(
        db,
        latest.map(({ item }) => item.ticket_id),
      )
    ).map((event) => [event.ticketId, event]),
  );
  const taken = new Set<string>();
  const updates: { id: number; event: IngestMaintenanceEvent }[] = [];
  const inserts: IndexedItem<IngestMaintenanceEvent>[] = [];
  for (const entry of latest) {
    const stored = known.get(entry.item.ticket_id);
    if (!stored) inserts.push(entry);
    else if (stored.siteId === entry.item.site_id) updates.push({ id: stored.id, event: entry.item });
    else taken.add(entry.item.ticket_id);
  }
  await insertTicketEvents(db, inserts, now);
  await updateTicketEvents(db, updates, now);
  return events.filter(({ item }) => taken.has(item.ticket_id)).map(({ index }) => index);
}

/**
 * Interventions under their ticket's event, which must be an event of the
 * same site (stored before, or in this feed). Returns the indexes of those
 * whose ticket names none.
 */
async function storeInterventions(
  db: Database,
  interventions: readonly IndexedItem<IngestMaintenanceIntervention>[],
  now: Date,
): Promise<number[]> {
  const events = new Map(
    (
      await findEventsByTicket(
        db,
        interventions.map(({ item }) => item.ticket_id),
      )
    ).map((event) => [event.ticketId, event]),
  );
  const unknown: number[] = [];
  const stored: IndexedItem<TicketIntervention>[] = [];
  for (const { index, item } of interventions) {
    const event = events.get(item.ticket_id);
    if (event && event.siteId === item.site_id) stored.push({ index, item: { eventId: event.id, intervention: item } });
    else unknown.push(index);
  }
  const latest = lastByKey(
    stored,
    (row) => `${row.eventId} ${row.intervention.intervention_date.toISOString()} ${row.intervention.typology}`,
  );
  await upsertTicketInterventions(
    db,
    latest.map(({ item }) => item),
    now,
  );
  return unknown;
}

/**
 * Stores a feed of the NOC's tickets (docs/ingest.md "Maintenance feed"):
 * every valid item of the collector's sites, events before the
 * interventions that name them, in one transaction. Sending a feed again
 * changes nothing.
 */
export async function ingestMaintenanceFeed(
  db: Database,
  collector: IngestCollector,
  feed: IngestMaintenanceFeed,
  settings: { now: Date },
): Promise<MaintenanceFeedAnswer> {
  const events = checkSiteItems("events", ingestMaintenanceEventSchema, feed.events, collector.siteIds);
  const interventions = checkSiteItems(
    "interventions",
    ingestMaintenanceInterventionSchema,
    feed.interventions,
    collector.siteIds,
  );
  const rejected: MaintenanceFeedRejection[] = [...events.rejected, ...interventions.rejected];
  const { takenTickets, unknownTickets } = await db.transaction(async (tx) => {
    await lockMaintenanceFeed(tx);
    const takenTickets = await storeEvents(tx, events.kept, settings.now);
    const unknownTickets = await storeInterventions(tx, interventions.kept, settings.now);
    return { takenTickets, unknownTickets };
  });
  for (const index of takenTickets) rejected.push({ section: "events", index, reason: "ticket_taken", errors: {} });
  for (const index of unknownTickets) {
    rejected.push({ section: "interventions", index, reason: "unknown_ticket", errors: {} });
  }
  return {
    feed_id: feed.feed_id ?? null,
    accepted: events.kept.length + interventions.kept.length - takenTickets.length - unknownTickets.length,
    rejected,
  };
}
