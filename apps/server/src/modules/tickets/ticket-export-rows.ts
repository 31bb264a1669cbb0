import type { TicketSummary } from "@ondine/domain";
import type { ExportRow, ExportRows } from "../search";
import type { TicketCaller } from "./ticket-caller";
import { countTicketSummaries, findTicketSummaries, type TicketListFilters } from "./ticket-list-window.service";
import type { TicketsDependencies } from "./tickets-dependencies";

/** Tickets read per query while the file is written. */
export const ticketExportPageSize = 1_000;

/**
 * A ticket as the export's columns read it (`ticketExportColumns`,
 * docs/exports.md#tickets): the list's item only, never a message, so no
 * internal note can reach a file. Overdue: its next due time is past
 * (docs/tickets.md#sla-clock), as the list's `overdue` filter reads it.
 */
export function ticketExportRow(ticket: TicketSummary, now: Date): ExportRow {
  const dueAt = ticket.sla.next_due_at;
  return {
    issue_number: ticket.issue_number,
    subject: ticket.subject,
    kind: ticket.kind,
    status: ticket.status,
    organism_name: ticket.location.organism_name,
    site_name: ticket.location.site_name,
    requester_name: ticket.requester.name,
    assignee_name: ticket.assignee?.name ?? null,
    opened_at: ticket.opened_at,
    last_activity_at: ticket.last_activity_at,
    sla_due_at: dueAt,
    overdue: dueAt !== null && Date.parse(dueAt) < now.getTime(),
  };
}

/**
 * The export's rows: the list's tickets for the caller (its filters, its
 * order), counted first so that too many are refused before anything is
 * written, then read a page at a time as the file asks for them, never
 * more than were counted.
 */
export async function ticketExportRows(
  deps: TicketsDependencies,
  caller: TicketCaller,
  filters: TicketListFilters,
  now: Date,
): Promise<ExportRows> {
  const total = await countTicketSummaries(deps, caller, filters, now);
  async function* pages() {
    for (let offset = 0; offset < total; offset += ticketExportPageSize) {
      const limit = Math.min(ticketExportPageSize, total - offset);
      const tickets = await findTicketSummaries(deps, caller, filters, { limit, offset }, now);
      if (tickets.length === 0) return;
      yield tickets.map((ticket) => ticketExportRow(ticket, now));
    }
  }
  return { total, pages: pages() };
}
