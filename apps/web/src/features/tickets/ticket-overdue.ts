import type { TicketSummary } from "@ondine/domain";
import { ticketSlaReading } from "./ticket-sla-reading";

/** Whether a ticket is past its next due time at `now` (the queue marks its row). */
export function isTicketOverdue(ticket: Pick<TicketSummary, "sla">, now: Date): boolean {
  return ticketSlaReading(ticket.sla, now).state === "overdue";
}
