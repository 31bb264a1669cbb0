import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db";
import { type StartLeaseHeartbeat, startLeaseHeartbeat } from "../jobs";
import {
  claimDueMessages,
  markOutboxAttemptFailed,
  markOutboxMessageSent,
  type OutboxChannel,
  type OutboxMessageRow,
  releaseOutboxMessages,
  renewOutboxLease,
  startOutboxAttempt,
} from "./outbox.repository";
import { outboxMailMessageId } from "./outbox-idempotency-key";

/**
 * How long a delivery batch holds its messages without renewing: a worker
 * that dies (or loses the database) leaves them to another after this long
 * (docs/operations.md#outbox).
 */
export const outboxLeaseMs = 30_000;

/** How often a running batch renews its lease: three renewals fit in one lease, so one slow renewal loses nothing. */
export const outboxLeaseRenewalMs = 10_000;

/** What the delivery needs of a nodemailer transporter (SMTP in production). */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    /** Where answers go when not to the sender (a ticket's signed reply address, docs/tickets.md#mail). */
    replyTo?: string;
    /** The same for every attempt at one outbox message, so receivers can drop a second copy. */
    messageId: string;
  }): Promise<unknown>;
};

/** After this many tries (interrupted ones included) a message is marked failed and left alone. */
export const maxDeliveryAttempts = 8;

/** Wait before retry n (1-based): 1, 2, 4... minutes, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** (failedAttempts - 1), 60 * 60_000);
}

export type DeliveryReport = { sent: number; failed: number };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends the held messages of one channel that are due, one batch, with
 * `send`: a success marks the message sent, a failure keeps its error and
 * schedules a retry, or marks it failed after the last try. Never silent:
 * both show on the admin outbox page and in the log.
 *
 * At least once (docs/operations.md#outbox): each message is marked on its
 * own, and a mark that fails is logged, tried once more at the end of the
 * batch and, failing again, left to its lease, after which the message is
 * sent again with the same idempotency key. The batch holds its messages
 * under a short lease its heartbeat renews; when it stops early (`signal`,
 * or the database refusing to record an attempt) it gives back those it did
 * not try.
 */
export async function deliverDueMessages(dependencies: {
  db: Database;
  channel: OutboxChannel;
  send: (message: OutboxMessageRow) => Promise<unknown>;
  now: () => Date;
  logger: FastifyBaseLogger;
  batchSize?: number;
  /** Aborted when the worker stops: the batch finishes the message in hand and gives back the others. */
  signal?: AbortSignal;
  /** Renews the lease while the batch runs: a timer, or a test's hand. */
  startHeartbeat?: StartLeaseHeartbeat;
}): Promise<DeliveryReport> {
  const { db, channel, send, now, logger, signal } = dependencies;
  const claimToken = randomUUID();
  const claimedAt = now();
  const messages = await claimDueMessages(db, channel, {
    now: claimedAt,
    leaseUntil: new Date(claimedAt.getTime() + outboxLeaseMs),
    limit: dependencies.batchSize ?? 20,
    claimToken,
  });
  const report: DeliveryReport = { sent: 0, failed: 0 };
  if (messages.length === 0) return report;

  const ids = messages.map((message) => message.id);
  const heartbeat = (dependencies.startHeartbeat ?? startLeaseHeartbeat)(async () => {
    try {
      await renewOutboxLease(db, ids, claimToken, new Date(now().getTime() + outboxLeaseMs));
    } catch (error) {
      logger.warn({ channel, outboxMessageIds: ids, err: error }, "Outbox lease could not be renewed");
    }
  }, outboxLeaseRenewalMs);

  // Outcomes the database refused to record, tried once more at the end.
  const unrecorded: { id: number; record: () => Promise<void> }[] = [];
  const recordOutcome = async (id: number, record: () => Promise<void>) => {
    try {
      await record();
    } catch (error) {
      logger.error({ outboxMessageId: id, channel, err: error }, "Outbox outcome could not be recorded");
      unrecorded.push({ id, record });
    }
  };

  /** Tries one message; false when the batch cannot go on (the attempt could not be recorded, so it was not sent). */
  const tryMessage = async (message: OutboxMessageRow): Promise<boolean> => {
    let attempts: number | undefined;
    try {
      attempts = await startOutboxAttempt(db, message.id, claimToken, now());
    } catch (error) {
      logger.error({ outboxMessageId: message.id, channel, err: error }, "Outbox attempt could not be recorded");
      return false;
    }
    if (attempts === undefined) {
      logger.warn({ outboxMessageId: message.id, channel }, "Outbox lease lost: the message is another batch's");
      return true;
    }
    if (message.attemptStartedAt) {
      logger.warn(
        { outboxMessageId: message.id, channel, interruptedAttemptAt: message.attemptStartedAt },
        "Outbox message may have been delivered already (its last attempt was interrupted): sent again with the same idempotency key",
      );
    }
    try {
      await send(message);
    } catch (error) {
      report.failed++;
      const failure = {
        lastError: errorText(error),
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
        gaveUp: attempts >= maxDeliveryAttempts,
      };
      logger.warn(
        { outboxMessageId: message.id, channel, attempts, gaveUp: failure.gaveUp, err: error },
        "Outbox delivery failed",
      );
      await recordOutcome(message.id, () => markOutboxAttemptFailed(db, message.id, claimToken, failure));
      return true;
    }
    report.sent++;
    await recordOutcome(message.id, () => markOutboxMessageSent(db, message.id, now()));
    return true;
  };

  let tried = 0;
  try {
    for (const message of messages) {
      if (signal?.aborted || !(await tryMessage(message))) break;
      tried++;
    }
    for (const { id, record } of unrecorded) {
      await record().catch((error: unknown) =>
        // Its lease lapses and another batch tries it again, with the same idempotency key.
        logger.error({ outboxMessageId: id, channel, err: error }, "Outbox outcome still not recorded"),
      );
    }
  } finally {
    await heartbeat.stop();
    const untried = ids.slice(tried);
    if (untried.length > 0) {
      // Best effort: if the database is gone, the lease gives them back within outboxLeaseMs anyway.
      await releaseOutboxMessages(db, untried, claimToken, claimedAt).catch((error: unknown) =>
        logger.warn(
          { channel, outboxMessageIds: untried, err: error },
          "Outbox messages not tried could not be given back",
        ),
      );
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
  signal?: AbortSignal;
  startHeartbeat?: StartLeaseHeartbeat;
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
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        messageId: outboxMailMessageId(message, from),
      }),
  });
}
