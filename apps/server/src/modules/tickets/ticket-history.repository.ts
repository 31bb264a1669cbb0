import type { TicketStatus, ticketHistoryActions } from "@ondine/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { ticketHistory } from "../../db/schema";

export type TicketHistoryAction = (typeof ticketHistoryActions)[number];

/**
 * One change (docs/tickets.md#history). `details`: `{status}` for opened
 * (the status it opened with), `{from, to}` for status, reopened, assigned
 * (user ids, null: nobody) and kind, `{message_id}` for replied, noted and
 * mail_received, `{target}` for sla_breached.
 */
export type NewTicketHistoryEntry = {
  action: TicketHistoryAction;
  /** Null: the server itself. */
  actorId: number | null;
  details: Record<string, unknown>;
};

/** Writes a change's rows, in the change's transaction, at `at`. */
export async function recordTicketHistory(
  db: Database,
  ticketId: number,
  entries: readonly NewTicketHistoryEntry[],
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(ticketHistory).values(entries.map((entry) => ({ ...entry, ticketId, createdAt: at })));
}

/** A change as its table holds it, who made it by id (null: the server). */
export type TicketHistoryRecord = {
  id: number;
  action: TicketHistoryAction;
  actorId: number | null;
  details: Record<string, unknown>;
  createdAt: Date;
};

/** A ticket's history, oldest first (the support desk's alone: the caller checked it). */
export async function findTicketHistory(db: Database, ticketId: number): Promise<TicketHistoryRecord[]> {
  const rows = await db
    .select({
      id: ticketHistory.id,
      action: ticketHistory.action,
      actorId: ticketHistory.actorId,
      details: ticketHistory.details,
      createdAt: ticketHistory.createdAt,
    })
    .from(ticketHistory)
    .where(eq(ticketHistory.ticketId, ticketId))
    .orderBy(asc(ticketHistory.id));
  return rows.map((row) => ({ ...row, details: (row.details ?? {}) as Record<string, unknown> }));
}

export type TicketStatusChange = { at: Date; status: TicketStatus };

/**
 * Every status each of these tickets took, in order, the opening one first:
 * what the SLA clock reads (`SlaTimeline.statusChanges`), from the history's
 * opened, status and reopened rows.
 */
export async function findStatusChanges(
  db: Database,
  ticketIds: readonly number[],
): Promise<Map<number, TicketStatusChange[]>> {
  const changes = new Map<number, TicketStatusChange[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length === 0) return changes;
  const rows = await db
    .select({
      ticketId: ticketHistory.ticketId,
      at: ticketHistory.createdAt,
      status: sql<number>`coalesce(${ticketHistory.details} ->> 'to', ${ticketHistory.details} ->> 'status')::int`,
    })
    .from(ticketHistory)
    .where(
      sql`${inArray(ticketHistory.ticketId, [...ticketIds])} and ${ticketHistory.action} in ('opened', 'status', 'reopened')`,
    )
    .orderBy(asc(ticketHistory.ticketId), asc(ticketHistory.id));
  for (const row of rows) changes.get(row.ticketId)?.push({ at: row.at, status: Number(row.status) as TicketStatus });
  return changes;
}
