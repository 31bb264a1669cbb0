import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db";
import { claimDueMail, markOutboxAttemptFailed, markOutboxMessageSent } from "./outbox.repository";

/** What the delivery needs of a nodemailer transporter (SMTP in production). */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
};

/** After this many failed tries a mail is marked failed and left alone. */
export const maxDeliveryAttempts = 8;

// A mail being sent is hidden from other workers this long; one that died
// mid-send is retried afterwards.
const leaseMs = 5 * 60_000;

/** Wait before retry n (1-based): 1, 2, 4... minutes, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** (failedAttempts - 1), 60 * 60_000);
}

export type DeliveryReport = { sent: number; failed: number };

/** Sends the held mails that are due, one batch; the worker calls it on a timer. */
export async function deliverDueMail(dependencies: {
  db: Database;
  transport: MailTransport;
  from: string;
  now: () => Date;
  logger: FastifyBaseLogger;
  batchSize?: number;
}): Promise<DeliveryReport> {
  const { db, transport, from, now, logger } = dependencies;
  const claimedAt = now();
  const messages = await claimDueMail(db, {
    now: claimedAt,
    leaseUntil: new Date(claimedAt.getTime() + leaseMs),
    limit: dependencies.batchSize ?? 20,
  });
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const message of messages) {
    const attempts = message.attempts + 1;
    try {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? "",
        text: message.bodyText,
        ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
      });
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
      logger.warn({ outboxMessageId: message.id, attempts, gaveUp, err: error }, "Mail delivery failed");
    }
  }
  return report;
}
