import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { ticketAttachments, ticketFiles, ticketMessages } from "../../db/schema";
import type { CheckedAttachment } from "./ticket-attachments";

/**
 * Stores each file's bytes once by digest, whatever the tickets that carry
 * them (docs/tickets.md#model), and links them to the message under the
 * names they were sent with.
 */
export async function attachTicketFiles(
  db: Database,
  message: { ticketId: number; messageId: number; createdAt: Date },
  files: readonly CheckedAttachment[],
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insert(ticketFiles)
    .values(
      files.map((file) => ({
        digest: file.digest,
        contentType: file.contentType,
        byteSize: file.bytes.byteLength,
        content: file.bytes,
        createdAt: message.createdAt,
      })),
    )
    .onConflictDoNothing({ target: ticketFiles.digest });
  await db.insert(ticketAttachments).values(
    files.map((file) => ({
      ticketId: message.ticketId,
      messageId: message.messageId,
      digest: file.digest,
      name: file.name,
      createdAt: message.createdAt,
    })),
  );
}

export type TicketAttachmentRow = {
  id: number;
  messageId: number;
  name: string;
  contentType: string;
  byteSize: number;
};

/** The attachments of these messages (metadata, never the bytes), in the order they were sent. */
export async function findAttachmentsOfMessages(
  db: Database,
  messageIds: readonly number[],
): Promise<TicketAttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: ticketAttachments.id,
      messageId: ticketAttachments.messageId,
      name: ticketAttachments.name,
      contentType: ticketFiles.contentType,
      byteSize: ticketFiles.byteSize,
    })
    .from(ticketAttachments)
    .innerJoin(ticketFiles, eq(ticketFiles.digest, ticketAttachments.digest))
    .where(inArray(ticketAttachments.messageId, [...messageIds]))
    .orderBy(asc(ticketAttachments.id));
}

/**
 * An attachment of a ticket the caller was found to read, with its bytes,
 * when it is on a message they may see: an internal note's only
 * `withNotes` (docs/tickets.md#who-sees-what). Else undefined (404).
 */
export async function findAttachmentFile(
  db: Database,
  ticket: { id: number },
  attachmentId: number,
  options: { withNotes: boolean },
): Promise<{ name: string; contentType: string; content: Uint8Array } | undefined> {
  const [row] = await db
    .select({ name: ticketAttachments.name, contentType: ticketFiles.contentType, content: ticketFiles.content })
    .from(ticketAttachments)
    .innerJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
    .innerJoin(ticketFiles, eq(ticketFiles.digest, ticketAttachments.digest))
    .where(
      and(
        eq(ticketAttachments.id, attachmentId),
        eq(ticketAttachments.ticketId, ticket.id),
        options.withNotes ? undefined : sql`not ${ticketMessages.internal}`,
      ),
    );
  return row;
}
