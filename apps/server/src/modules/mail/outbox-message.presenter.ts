import type { OutboxMessagePresentation } from "@ondine/domain";
import type { OutboxMessageRow } from "./outbox.repository";

export function presentOutboxMessage(message: OutboxMessageRow): OutboxMessagePresentation {
  return {
    id: message.id,
    channel: message.channel,
    recipient: message.recipient,
    reply_to: message.replyTo,
    subject: message.subject,
    body_text: message.bodyText,
    status: message.status,
    attempts: message.attempts,
    last_error: message.lastError,
    created_at: message.createdAt.toISOString(),
    sent_at: message.sentAt?.toISOString() ?? null,
  };
}
