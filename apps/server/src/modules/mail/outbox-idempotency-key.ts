import type { OutboxMessageRow } from "./outbox.repository";

type KeyedMessage = Pick<OutboxMessageRow, "id" | "createdAt">;

/**
 * The same for every attempt at one outbox message and different for any
 * other, so a receiver that de-duplicates drops a second copy
 * (docs/operations.md#outbox). The creation moment is part of it because ids
 * alone start again in another database (a restored backup, a staging copy)
 * that may share the SMS account or the recipients.
 */
export function outboxIdempotencyKey(message: KeyedMessage): string {
  return `ondine-outbox-${message.id}-${message.createdAt.getTime()}`;
}

/**
 * The mail's Message-ID: the idempotency key at the domain of the sender
 * address, as nodemailer would name the domain of one it makes up.
 */
export function outboxMailMessageId(message: KeyedMessage, from: string): string {
  const domain = /@([^@\s<>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${outboxIdempotencyKey(message)}@${domain}>`;
}
