import {
  isSupportDesk,
  type TicketDetail,
  type TicketListAnswer,
  type TicketPerson,
  type TicketQuery,
  ticketLimits,
  totalPages,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { findSupportDesk } from "../users";
import type { TicketCaller } from "./ticket-caller";
import { ticketDetailFor } from "./ticket-detail";
import { findAttachmentFile } from "./ticket-files.repository";
import { countTicketSummaries, findTicketSummaries } from "./ticket-list-window.service";
import { presentPerson } from "./ticket-people";
import { findVisibleTicket } from "./tickets.repository";
import type { TicketsDependencies } from "./tickets-dependencies";

/** Nothing tells a ticket the caller may not read from one that does not exist (docs/tickets.md#calls). */
export const noSuchTicket = () => new AppError("NOT_FOUND", "No such ticket.");

/**
 * `GET /tickets`: the customer's list or the desk's queue
 * (docs/tickets.md#calls), a page of `ticketLimits.pageSize`, each ticket
 * with its SLA as of `now`.
 */
export async function listTickets(
  deps: TicketsDependencies,
  caller: TicketCaller,
  query: TicketQuery,
  now: Date,
): Promise<TicketListAnswer> {
  const { page, ...filters } = query;
  const perPage = ticketLimits.pageSize;
  const [tickets, total] = await Promise.all([
    findTicketSummaries(deps, caller, filters, { limit: perPage, offset: (page - 1) * perPage }, now),
    countTicketSummaries(deps, caller, filters, now),
  ]);
  return { tickets, total_count: total, current_page: page, total_pages: totalPages(total, perPage) };
}

/** `GET /tickets/{id}`: 404 unless the caller may read it. */
export async function getTicket(
  deps: TicketsDependencies,
  caller: TicketCaller,
  ticketId: number,
  now: Date,
): Promise<TicketDetail> {
  const ticket = await findVisibleTicket(deps.db, caller, ticketId);
  if (!ticket) throw noSuchTicket();
  return ticketDetailFor(deps.db, deps.config, caller, ticket, now);
}

/**
 * `GET /tickets/{id}/attachments/{attachment_id}`: the file, when the caller
 * may read the ticket and the message that carries it (a note's: the desk
 * only); else 404 alike.
 */
export async function readTicketAttachment(
  deps: TicketsDependencies,
  caller: TicketCaller,
  ticketId: number,
  attachmentId: number,
): Promise<{ name: string; contentType: string; content: Uint8Array }> {
  const ticket = await findVisibleTicket(deps.db, caller, ticketId);
  const file =
    ticket && (await findAttachmentFile(deps.db, ticket, attachmentId, { withNotes: isSupportDesk(caller.actor) }));
  if (!file) throw new AppError("NOT_FOUND", "No such attachment.");
  return file;
}

/** `GET /tickets/assignees`: the support desk, by name. */
export async function listTicketAssignees(deps: TicketsDependencies): Promise<TicketPerson[]> {
  return (await findSupportDesk(deps.db)).map(presentPerson);
}
