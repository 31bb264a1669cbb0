/**
 * Support tickets (docs/tickets.md): the customer's list and the support
 * desk's queue (/support/tickets), the new-ticket form
 * (/support/tickets/new), and the pieces the ticket's page shares with them
 * (detail/). The route tree (eager, on the sign-in path) and the screens
 * import from the files themselves; the "Open a ticket" link of home and the
 * maps is shared (components/tickets), its address's reader in routing/.
 */

export { TicketAttachmentsField } from "./components/ticket-attachments-field";
export { TicketKindLabel } from "./components/ticket-kind-label";
export { TicketSlaClock } from "./components/ticket-sla-clock";
export { TicketStatusBadge } from "./components/ticket-status-badge";
export { formatFileSize } from "./format-file-size";
export { ticketErrorText } from "./ticket-error-text";
export { isTicketOverdue } from "./ticket-overdue";
export { type TicketSlaReading, ticketSlaReading } from "./ticket-sla-reading";
export { type TicketsListSearch, validateTicketsListSearch } from "./tickets-list-search";
