import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db";
import { type DeliveryReport, deliverDueMessages, outboxIdempotencyKey } from "../mail";
import type { SmsTransport } from "./sms-transport";

/** Sends the held SMS that are due, one batch, with the mail's retries and back-off. */
export function deliverDueSms(dependencies: {
  db: Database;
  transport: SmsTransport;
  now: () => Date;
  logger: FastifyBaseLogger;
  batchSize?: number;
  signal?: AbortSignal;
}): Promise<DeliveryReport> {
  const { transport } = dependencies;
  return deliverDueMessages({
    ...dependencies,
    channel: "sms",
    send: (message) =>
      transport.sendSms(
        { to: message.recipient, text: message.bodyText },
        { idempotencyKey: outboxIdempotencyKey(message) },
      ),
  });
}
