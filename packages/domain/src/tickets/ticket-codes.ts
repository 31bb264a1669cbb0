// The codes of a support ticket (docs/tickets.md#model): SPEC's numbers and
// words, written once; the server stores them, the console names them.

/** Where a ticket or a message came from (docs/tickets.md#model). */
export const ticketChannels = ["chat", "email", "mobihelp", "outbound_email", "phone", "portal", "widget"] as const;
export type TicketChannel = (typeof ticketChannels)[number];

/** What a ticket is about (docs/tickets.md#model). */
export const ticketKinds = ["business", "misc", "pos", "supply", "technical"] as const;
export type TicketKind = (typeof ticketKinds)[number];

/** A ticket's status, by SPEC's numbers (docs/tickets.md#model). */
export const ticketStatus = {
  open: 2,
  pending: 3,
  resolved: 4,
  closed: 5,
  inProgress: 11,
  escalated: 13,
} as const;
export type TicketStatusName = keyof typeof ticketStatus;
export type TicketStatus = (typeof ticketStatus)[TicketStatusName];
export const ticketStatuses: readonly TicketStatus[] = [2, 11, 13, 3, 4, 5];

export function isTicketStatus(value: number): value is TicketStatus {
  return (ticketStatuses as readonly number[]).includes(value);
}

/** The i18n-friendly name of a status code (`tickets.status.<name>`). */
export function ticketStatusName(status: TicketStatus): TicketStatusName {
  const entry = Object.entries(ticketStatus).find(([, code]) => code === status);
  if (!entry) throw new Error(`ticketStatusName: unknown status ${status}`);
  return entry[0] as TicketStatusName;
}

/** Resolved and closed: the conversation is over (SPEC's conversation state "closed"). */
export function isTicketDone(status: TicketStatus): boolean {
  return status === ticketStatus.resolved || status === ticketStatus.closed;
}

/** Waiting on the customer: the SLA clock stands still (docs/tickets.md#sla-clock). */
export function isTicketWaitingOnCustomer(status: TicketStatus): boolean {
  return status === ticketStatus.pending;
}

/** The conversation's state as SPEC names it: pending while the ticket lives, closed once resolved or closed. */
export type TicketConversationState = "pending" | "closed";
export function ticketConversationState(status: TicketStatus): TicketConversationState {
  return isTicketDone(status) ? "closed" : "pending";
}
