import type { Actor } from "../accounts/permissions";
import { isTicketDone, type TicketStatus, ticketStatus } from "./ticket-codes";
import { ticketLimits } from "./ticket-limits";

// Who may do what with support tickets (docs/tickets.md#who-sees-what),
// written once: the server's routes and services and the console's screens
// read these.

/** The support desk: the provider's admins and the holders of the `support_desk` role. It reads every customer's tickets. */
export function isSupportDesk(actor: Actor): boolean {
  return actor.admin || actor.roles.support_desk === 1;
}

/** Tickets at all: a customer holding the `requests` role (tickets on their locations), or the support desk. */
export function canUseTickets(actor: Actor): boolean {
  return actor.roles.support === 1 || isSupportDesk(actor);
}

const dayMs = 86_400_000;

/** Until when a customer may reopen a ticket resolved or closed at `resolvedAt` (`ticketLimits.reopenDays` later). */
export function ticketReopenUntil(resolvedAt: Date): Date {
  return new Date(resolvedAt.getTime() + ticketLimits.reopenDays * dayMs);
}

/** A customer reopens a resolved or closed ticket within `ticketLimits.reopenDays` of its resolution; after that, they open a new one. */
export function canCustomerReopen(ticket: { status: TicketStatus; resolvedAt: Date | null }, now: Date): boolean {
  if (!isTicketDone(ticket.status) || ticket.resolvedAt === null) return false;
  return now.getTime() <= ticketReopenUntil(ticket.resolvedAt).getTime();
}

/** A customer closes a ticket not closed yet (a resolved one too). */
export function canCustomerClose(ticket: { status: TicketStatus }): boolean {
  return ticket.status !== ticketStatus.closed;
}

/** The statuses a customer may set (`PATCH /tickets/{id}`): closing, and reopening (back to open). */
export const customerTicketStatuses: readonly TicketStatus[] = [ticketStatus.closed, ticketStatus.open];

/** What a caller who may read a ticket may do with it now (`can` of `GET /tickets/{id}`). */
export type TicketActions = { reply: boolean; note: boolean; close: boolean; reopen: boolean; manage: boolean };

/**
 * The desk replies, notes, closes, reopens and manages (assigns, changes
 * status and kind) at any time; a customer replies while the ticket lives
 * or may still be reopened (a reply reopens it), closes it, and reopens it
 * within `ticketLimits.reopenDays` of its resolution.
 */
export function ticketActions(
  actor: Actor,
  ticket: { status: TicketStatus; resolvedAt: Date | null },
  now: Date,
): TicketActions {
  const desk = isSupportDesk(actor);
  const done = isTicketDone(ticket.status);
  const reopenable = canCustomerReopen(ticket, now);
  return {
    reply: desk || !done || reopenable,
    note: desk,
    close: desk ? ticket.status !== ticketStatus.closed : canCustomerClose(ticket),
    reopen: done && (desk || reopenable),
    manage: desk,
  };
}
