import { type OutboxPage, totalPages } from "@ondine/domain";
import type { Database } from "../../db";
import {
  countOutboxMessages,
  findOutboxMessages,
  insertOutboxMessage,
  type NewOutboxMessage,
  type OutboxMessageRow,
} from "./outbox.repository";
import { presentOutboxMessage } from "./outbox-message.presenter";

export const outboxMessagesPerPage = 50;

export async function listOutboxMessages(db: Database, page: number): Promise<OutboxPage> {
  const [rows, total] = await Promise.all([
    findOutboxMessages(db, { limit: outboxMessagesPerPage, offset: (page - 1) * outboxMessagesPerPage }),
    countOutboxMessages(db),
  ]);
  return {
    messages: rows.map(presentOutboxMessage),
    current_page: page,
    total_pages: totalPages(total, outboxMessagesPerPage),
  };
}

/** Writes a message for the delivery worker to send (sms queues its texts in the same outbox). */
export function queueOutboxMessage(db: Database, message: NewOutboxMessage): Promise<OutboxMessageRow> {
  return insertOutboxMessage(db, message);
}
