import type { TicketChannel } from "@ondine/domain";
import type { Config } from "../../config";
import type { Database } from "../../db";
import type { CheckedAttachment } from "./ticket-attachments";
import { attachTicketFiles } from "./ticket-files.repository";
import { queueTicketReplyMails } from "./ticket-mail";
import { insertTicketMessage } from "./ticket-messages.repository";

export type WrittenMessage = {
  author: { id: number; desk: boolean };
  body: string;
  internal: boolean;
  channel: TicketChannel;
  files: readonly CheckedAttachment[];
};

/**
 * A message of a ticket, in the change's transaction: the message, its
 * files (stored once by digest), and for a public one the mail to the
 * other side (docs/tickets.md#mail; an internal note mails nobody).
 * Answers the message's id.
 */
export async function writeTicketMessage(
  tx: Database,
  config: Config,
  ticket: { id: number; subject: string; requesterId: number; assigneeId: number | null },
  message: WrittenMessage,
  now: Date,
): Promise<number> {
  const messageId = await insertTicketMessage(tx, {
    ticketId: ticket.id,
    authorId: message.author.id,
    body: message.body,
    internal: message.internal,
    channel: message.channel,
    createdAt: now,
  });
  await attachTicketFiles(tx, { ticketId: ticket.id, messageId, createdAt: now }, message.files);
  if (!message.internal) {
    await queueTicketReplyMails(
      tx,
      { config, now: () => now },
      {
        ticket,
        message: { id: messageId, authorId: message.author.id, body: message.body, authorIsDesk: message.author.desk },
      },
    );
  }
  return messageId;
}
