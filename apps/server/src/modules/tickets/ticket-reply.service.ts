import {
  canCustomerReopen,
  isSupportDesk,
  isTicketDone,
  type TicketChannel,
  type TicketDetail,
  type TicketReplyInput,
  type TicketStatus,
  ticketStatus,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { checkAttachments, type IncomingAttachment } from "./ticket-attachments";
import { assertMayUseTickets, type TicketCaller } from "./ticket-caller";
import { ticketDetailFor } from "./ticket-detail";
import { recordTicketHistory, type TicketHistoryAction } from "./ticket-history.repository";
import { writeTicketMessage } from "./ticket-message-write";
import { noSuchTicket } from "./ticket-reads.service";
import { storeTicketSla } from "./ticket-sla";
import { checkCustomerStatus, reopenTooLate, statusChange } from "./ticket-status-change";
import { recordTicketWebhook } from "./ticket-webhooks";
import { findVisibleTicket, type TicketChanges, type TicketRecord, writeTicketChanges } from "./tickets.repository";
import type { TicketsDependencies } from "./tickets-dependencies";

/**
 * The status a customer's message leaves the ticket in
 * (docs/tickets.md#who-sees-what): none on a ticket resolved or closed more
 * than `ticketLimits.reopenDays` ago (422: they open a new one); else the
 * one they asked for (close, or reopen), else back to open from pending
 * (the desk waited on them) or from resolved or closed, else as it is.
 */
function customerReplyStatus(ticket: TicketRecord, asked: TicketStatus | undefined, now: Date): TicketStatus {
  if (isTicketDone(ticket.status) && !canCustomerReopen(ticket, now)) throw reopenTooLate("message");
  if (asked !== undefined) {
    checkCustomerStatus(ticket, asked, now, "status");
    return asked;
  }
  return ticket.status === ticketStatus.pending || isTicketDone(ticket.status) ? ticketStatus.open : ticket.status;
}

/** The history's action for a message (docs/tickets.md#history): a note, a reply by mail, or a reply. */
function messageAction(internal: boolean, channel: TicketChannel): TicketHistoryAction {
  if (internal) return "noted";
  return channel === "email" ? "mail_received" : "replied";
}

/**
 * `POST /tickets/{id}/messages` (docs/tickets.md#calls), and a mail's reply
 * (`channel` email): a public reply, or for the desk an internal note, with
 * an optional status in the same change. The desk's first public reply
 * meets the first response; a desk member's public reply becomes "who
 * answered"; a note moves nothing a customer sees. The files are checked
 * before the transaction, which locks the ticket and writes the message,
 * its files and mail, the status, the history, the SLA and, for a public
 * reply, the `ticket.replied` webhook.
 */
export async function replyToTicket(
  deps: TicketsDependencies,
  caller: TicketCaller,
  ticketId: number,
  input: TicketReplyInput,
  attachments: readonly IncomingAttachment[],
  channel: TicketChannel,
  now: Date,
): Promise<TicketDetail> {
  assertMayUseTickets(caller);
  const desk = isSupportDesk(caller.actor);
  const files = checkAttachments(attachments);
  return deps.db.transaction(async (tx) => {
    const ticket = await findVisibleTicket(tx, caller, ticketId, { forUpdate: true });
    if (!ticket) throw noSuchTicket();
    if (input.internal && !desk) throw new AppError("NOT_ALLOWED", "Only the support desk writes internal notes.");
    const status = desk ? (input.status ?? ticket.status) : customerReplyStatus(ticket, input.status, now);
    const messageId = await writeTicketMessage(
      tx,
      deps.config,
      {
        id: ticket.id,
        subject: ticket.subject,
        requesterId: ticket.requesterId,
        assigneeId: ticket.assigneeId,
      },
      { author: { id: caller.actor.id, desk }, body: input.message, internal: input.internal, channel, files },
      now,
    );
    const moved = statusChange(ticket, status, caller.actor.id, now);
    const answered: TicketChanges = input.internal
      ? {}
      : {
          lastActivityAt: now,
          ...(desk ? { lastAnsweredById: caller.actor.id } : {}),
          ...(desk && ticket.firstResponseAt === null ? { firstResponseAt: now } : {}),
        };
    await writeTicketChanges(tx, ticket, { ...answered, ...moved.changes });
    await recordTicketHistory(
      tx,
      ticket.id,
      [
        {
          action: messageAction(input.internal, channel),
          actorId: caller.actor.id,
          details: { message_id: messageId },
        },
        ...moved.history,
      ],
      now,
    );
    const firstResponseAt = answered.firstResponseAt ?? ticket.firstResponseAt;
    await storeTicketSla(tx, deps.config, { ...ticket, firstResponseAt: firstResponseAt ?? null }, now);
    const replied = await findVisibleTicket(tx, caller, ticket.id);
    if (!replied) throw noSuchTicket();
    const detail = await ticketDetailFor(tx, deps.config, caller, replied, now);
    // An internal note stays inside: no webhook carries it.
    if (!input.internal) {
      await recordTicketWebhook({ ...deps, db: tx }, "ticket.replied", detail, {
        id: messageId,
        desk,
        text: input.message,
        attachments: files.length,
        at: now,
      });
    }
    return detail;
  });
}
