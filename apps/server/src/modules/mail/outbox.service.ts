import { type OutboxPage, totalPages } from "@ondine/domain";
import type { Database } from "../../db";
import { presentOutboxMessage } from "../../presenters/outbox-message";
import { countOutboxMessages, findOutboxMessages } from "./outbox.repository";

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
