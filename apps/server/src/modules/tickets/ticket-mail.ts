import { ticketIssueNumber } from "@ondine/domain";
import type { Config } from "../../config";
import type { Database } from "../../db";
import { queueMail } from "../mail";
import { findMailRecipients, findSupportDeskMailRecipients, type MailRecipient } from "../users";
import { ticketReplyAddress } from "./ticket-reply-address";

/** What the ticket mail reads: the console's address, the reply addresses' settings, the clock. */
export type TicketMailDependencies = {
  config: Pick<Config, "publicUrl" | "ticketReplyAddress">;
  now: () => Date;
};

/** A message just written on a ticket, and the ticket. */
export type TicketMessageWritten = {
  ticket: { id: number; subject: string; requesterId: number; assigneeId: number | null };
  message: {
    id: number;
    authorId: number;
    body: string;
    /** Written by a member of the support desk. */
    authorIsDesk: boolean;
    /** An internal note: it mails nobody. */
    internal?: boolean;
  };
};

/**
 * Mails a ticket's public message to the other side, in the transaction that
 * writes it (docs/tickets.md#mail): the desk's message to the requester, the
 * customer's to the assignee or, with nobody assigned (or the assignee's
 * account deactivated), to every member of the desk; never to its author.
 * Each mail is in its recipient's language, links to the ticket and, with
 * TICKET_MAIL_DOMAIN and TICKET_REPLY_SECRET set, has the ticket's signed
 * address of that recipient as its Reply-To. Answers the outbox ids.
 */
export async function queueTicketReplyMails(
  tx: Database,
  deps: TicketMailDependencies,
  { ticket, message }: TicketMessageWritten,
): Promise<number[]> {
  if (message.internal) return [];
  const recipients = await recipientsOf(tx, ticket, message);
  if (recipients.length === 0) return [];
  const [author] = await findMailRecipients(tx, [message.authorId]);
  const { config } = deps;
  const writtenAt = deps.now();
  const issueNumber = ticketIssueNumber(ticket.id);
  const ids: number[] = [];
  for (const recipient of recipients) {
    const replyTo = config.ticketReplyAddress
      ? ticketReplyAddress({ ticketId: ticket.id, userId: recipient.id }, config.ticketReplyAddress)
      : undefined;
    const queued = await queueMail(
      tx,
      {
        to: recipient.email,
        language: recipient.language,
        template: "ticket_reply",
        params: {
          firstName: recipient.firstName,
          authorName: author ? `${author.firstName} ${author.lastName}`.trim() : "Ondine",
          issueNumber,
          // A header: on one line.
          subject: ticket.subject.replace(/\s+/g, " ").trim(),
          message: message.body,
          link: `${config.publicUrl}/support/tickets/${ticket.id}`,
          canReplyByMail: replyTo !== undefined,
        },
        ...(replyTo ? { replyTo } : {}),
      },
      writtenAt,
    );
    ids.push(queued.id);
  }
  return ids;
}

async function recipientsOf(
  tx: Database,
  ticket: TicketMessageWritten["ticket"],
  message: TicketMessageWritten["message"],
): Promise<MailRecipient[]> {
  const notAuthor = (person: MailRecipient) => person.id !== message.authorId;
  if (message.authorIsDesk) return (await findMailRecipients(tx, [ticket.requesterId])).filter(notAuthor);
  const assignee = ticket.assigneeId === null ? [] : await findMailRecipients(tx, [ticket.assigneeId]);
  return (assignee.length > 0 ? assignee : await findSupportDeskMailRecipients(tx)).filter(notAuthor);
}
