import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db";
import {
  claimDueMessages,
  markOutboxAttemptFailed,
  markOutboxMessageSent,
  type OutboxChannel,
  type OutboxMessageRow,
} from "./outbox.repository";

/** What the delivery needs of a nodemailer transporter (SMTP in production). */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
};

/** After this many failed tries a message is marked failed and left alone. */
export const maxDeliveryAttempts = 8;

// A message being sent is hidden from other workers this long; one that died
// mid-send is retried afterwards.
const leaseMs = 5 * 60_000;

/** Wait before retry n (1-based): 1, 2, 4... minutes, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** (failedAttempts - 1), 60 * 60_000);
}

export type DeliveryReport = { sent: number; failed: number };

/**
 * Sends the held messages of one channel that are due, one batch, with
 * `send`: a success marks the message sent, a failure keeps its error and
 * schedules a retry, or marks it failed after the last try. Never silent:
 * both show on the admin outbox page and in the log.
 */
export async function deliverDueMessages(dependencies: {
  db: Database;
  channel: OutboxChannel;
  send: (message: OutboxMessageRow) => Promise<unknown>;
  now: () => Date;
  logger: FastifyBaseLogger;
  batchSize?: number;
}): Promise<DeliveryReport> {
  const { db, channel, send, now, logger } = dependencies;
  const claimedAt = now();
  const messages = await claimDueMessages(db, channel, {
    now: claimedAt,
    leaseUntil: new Date(claimedAt.getTime() + leaseMs),
    limit: dependencies.batchSize ?? 20,
  });
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const message of messages) {
    const attempts = message.attempts + 1;
    try {
      await send(message);
      await markOutboxMessageSent(db, message.id, attempts, now());
      report.sent++;
    } catch (error) {
      const gaveUp = attempts >= maxDeliveryAttempts;
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await markOutboxAttemptFailed(db, message.id, {
        attempts,
        lastError,
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
        gaveUp,
      });
      report.failed++;
      logger.warn({ outboxMessageId: message.id, channel, attempts, gaveUp, err: error }, "Outbox delivery failed");
    }
  }
  return report;
}

/** Sends the held mails that are due, one batch; the worker calls it on a timer. */
export function deliverDueMail(dependencies: {
  db: Database;
  transport: MailTransport;
  from: string;
  now: () => Date;
  logger: FastifyBaseLogger;
  batchSize?: number;
}): Promise<DeliveryReport> {
  const { transport, from } = dependencies;
  return deliverDueMessages({
    ...dependencies,
    channel: "mail",
    send: (message) =>
      transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? "",
        text: message.bodyText,
        ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
      }),
  });
}
