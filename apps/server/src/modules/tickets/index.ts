// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

// The SLA clock's calendar and targets from the settings, and its reminder job (docs/tickets.md#sla-clock).
export { ticketBusinessCalendar, ticketSlaTargets } from "./business-calendar";
// For the mail listener and GraphQL: the same services as the console's calls, for a caller made of a user.
export type { IncomingAttachment } from "./ticket-attachments";
export { assertMayUseTickets, type TicketCaller, ticketCallerOf } from "./ticket-caller";
// GraphQL's pages of the list (any window, not the console's pages) and the list's export (docs/exports.md#tickets).
export { countTicketSummaries, findTicketSummaries, type TicketListFilters } from "./ticket-list-window.service";
// Mail both ways (docs/tickets.md#mail): the SMTP listener for replies and the service it hands them to.
export { receiveTicketMailReply } from "./ticket-mail-replies";
export { openTicket } from "./ticket-open.service";
export { getTicket, listTickets } from "./ticket-reads.service";
export { replyToTicket } from "./ticket-reply.service";
export { readTicketReplyAddress, type TicketReplyAddressSettings, ticketReplyAddress } from "./ticket-reply-address";
export { checkOverdueTickets, ticketSlaCheckIntervalMs, ticketSlaCheckKind } from "./ticket-sla-check";
export {
  startTicketSmtpListener,
  type TicketMailReply,
  type TicketSmtpListener,
  ticketMailMaxBytes,
} from "./ticket-smtp-listener";
export { updateTicket } from "./ticket-update.service";
// The console's calls (docs/tickets.md#calls) and the ticket figures (docs/tickets.md#kpis).
export { ticketsRoutes } from "./tickets.routes";
export { type TicketsDependencies, ticketsDependencies } from "./tickets-dependencies";
export { ticketsExportRoutes } from "./tickets-export.routes";
