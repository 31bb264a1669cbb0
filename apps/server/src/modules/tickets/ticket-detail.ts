import { isSupportDesk, isTicketDone, type TicketDetail, ticketActions, ticketReopenUntil } from "@ondine/domain";
import type { Config } from "../../config";
import type { Database } from "../../db";
import type { TicketCaller } from "./ticket-caller";
import { findAttachmentsOfMessages } from "./ticket-files.repository";
import { findStatusChanges, findTicketHistory } from "./ticket-history.repository";
import { findTicketMessages } from "./ticket-messages.repository";
import { namedHistoryEntry, namedMessage, namedTicket, readTicketNames } from "./ticket-names";
import { slaOfTicket } from "./ticket-sla";
import { presentTicketDetail } from "./tickets.presenter";
import type { TicketRecord } from "./tickets.repository";

/**
 * A ticket the caller may read, as `GET /tickets/{id}` answers it for them
 * (docs/tickets.md#who-sees-what): its messages with their attachments,
 * internal notes and the history for the support desk only, its SLA and
 * what the caller may do as of `now`. The names of the ticket, its
 * messages and its history are read together, one look-up per owner.
 */
export async function ticketDetailFor(
  db: Database,
  config: Config,
  caller: TicketCaller,
  ticket: TicketRecord,
  now: Date,
): Promise<TicketDetail> {
  const desk = isSupportDesk(caller.actor);
  const [messages, history, statusChanges] = await Promise.all([
    findTicketMessages(db, ticket.id, { withNotes: desk }),
    desk ? findTicketHistory(db, ticket.id) : [],
    findStatusChanges(db, [ticket.id]),
  ]);
  const [names, attachments] = await Promise.all([
    readTicketNames(
      db,
      [ticket],
      [...messages.map((message) => message.authorId), ...history.map((entry) => entry.actorId)],
    ),
    findAttachmentsOfMessages(
      db,
      messages.map((message) => message.id),
    ),
  ]);
  return presentTicketDetail(namedTicket(ticket, names), {
    sla: slaOfTicket(config, ticket, statusChanges.get(ticket.id) ?? [], now),
    messages: messages.map((message) => namedMessage(message, names)),
    attachments,
    history: history.map((entry) => namedHistoryEntry(entry, names)),
    can: ticketActions(caller.actor, ticket, now),
    reopenUntil: isTicketDone(ticket.status) && ticket.resolvedAt ? ticketReopenUntil(ticket.resolvedAt) : null,
  });
}
