import { type TicketKind, type TicketSla, ticketSla } from "@ondine/domain";
import type { Config } from "../../config";
import type { Database } from "../../db";
import { ticketBusinessCalendar, ticketSlaTargets } from "./business-calendar";
import { findStatusChanges, type TicketStatusChange } from "./ticket-history.repository";
import { type TicketChanges, writeTicketChanges } from "./tickets.repository";

/** What the clock reads of a ticket beside its statuses. */
export type SlaTicket = { kind: TicketKind; openedAt: Date; firstResponseAt: Date | null };

/** A ticket's SLA at `now` (docs/tickets.md#sla-clock), through the domain's clock, from the statuses it took. */
export function slaOfTicket(
  config: Config,
  ticket: SlaTicket,
  statusChanges: readonly TicketStatusChange[],
  now: Date,
): TicketSla {
  const timeline = { openedAt: ticket.openedAt, firstResponseAt: ticket.firstResponseAt, statusChanges };
  return ticketSla(ticketBusinessCalendar(config), ticketSlaTargets(config)[ticket.kind], timeline, now);
}

/** The columns the queue sorts and filters on: the next due time, and which targets were missed. */
export function storedSlaColumns(sla: TicketSla): TicketChanges {
  return {
    slaDueAt: sla.next_due_at ? new Date(sla.next_due_at) : null,
    slaFirstResponseBreached: sla.first_response.breached,
    slaResolutionBreached: sla.resolution.breached,
  };
}

/**
 * At the end of a change, in its transaction: reads the ticket's statuses
 * (the change's own included) and writes its SLA's columns as of `now`.
 */
export async function storeTicketSla(
  db: Database,
  config: Config,
  ticket: SlaTicket & { id: number },
  now: Date,
): Promise<TicketSla> {
  const changes = (await findStatusChanges(db, [ticket.id])).get(ticket.id) ?? [];
  const sla = slaOfTicket(config, ticket, changes, now);
  await writeTicketChanges(db, ticket, storedSlaColumns(sla));
  return sla;
}
