import {
  canCustomerReopen,
  customerTicketStatuses,
  isTicketDone,
  type TicketStatus,
  ticketErrors,
  ticketStatus,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { NewTicketHistoryEntry } from "./ticket-history.repository";
import type { TicketChanges } from "./tickets.repository";

/** What a change of status writes: the ticket's columns and its history row (none when the status stays). */
export type StatusChange = { changes: TicketChanges; history: NewTicketHistoryEntry[] };

/**
 * A ticket moving to `to` (docs/tickets.md#history): `status` {from, to}, or
 * `reopened` when it leaves resolved or closed; `resolved_at` set when it
 * becomes resolved or closed (kept from resolved to closed), cleared when it
 * leaves them; the last activity moved.
 */
export function statusChange(
  ticket: { status: TicketStatus; resolvedAt: Date | null },
  to: TicketStatus,
  actorId: number,
  now: Date,
): StatusChange {
  const from = ticket.status;
  if (from === to) return { changes: {}, history: [] };
  const wasDone = isTicketDone(from);
  const willBeDone = isTicketDone(to);
  return {
    changes: {
      status: to,
      resolvedAt: willBeDone ? (wasDone ? ticket.resolvedAt : now) : null,
      lastActivityAt: now,
    },
    history: [{ action: wasDone && !willBeDone ? "reopened" : "status", actorId, details: { from, to } }],
  };
}

/**
 * Refuses a status a customer may not set (docs/tickets.md#who-sees-what):
 * anything but closing or reopening is the desk's (403); reopening only what
 * is resolved or closed (422), within `ticketLimits.reopenDays` of its
 * resolution (422 `reopen_too_late`, keyed `field`).
 */
export function checkCustomerStatus(
  ticket: { status: TicketStatus; resolvedAt: Date | null },
  to: TicketStatus,
  now: Date,
  field: string,
): void {
  if (!customerTicketStatuses.includes(to)) {
    throw new AppError("NOT_ALLOWED", "Only the support desk sets this status.");
  }
  if (to !== ticketStatus.open || ticket.status === ticketStatus.open) return;
  if (!isTicketDone(ticket.status)) {
    throw new AppError("INVALID_PARAMETERS", "Only a resolved or closed ticket is reopened.", {
      [field]: [ticketErrors.statusNotAllowed],
    });
  }
  if (!canCustomerReopen(ticket, now)) throw reopenTooLate(field);
}

/** 422: the resolution is older than `ticketLimits.reopenDays`; the customer opens a new ticket. */
export function reopenTooLate(field: string): AppError {
  return new AppError("INVALID_PARAMETERS", "This ticket was resolved too long ago to be reopened: open a new one.", {
    [field]: [ticketErrors.reopenTooLate],
  });
}
