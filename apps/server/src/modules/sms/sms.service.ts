import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db";
import { queueOutboxMessage } from "../mail";
import { renderSms, type SmsParams, type SmsTemplateName } from "./render-sms";

export type SmsRequest<Name extends SmsTemplateName> = {
  /** E.164 (`+33612345678`). */
  to: string;
  /** The guest's language; English when no template speaks it. */
  language: string;
  template: Name;
  params: SmsParams<Name>;
};

export type SmsService = {
  /**
   * Writes the SMS to the outbox in `db`: pass the transaction of the work
   * that sends it, so it exists exactly when that work is committed. The
   * delivery worker sends it; without SMS_URL it stays held and is logged.
   * Returns the outbox message id.
   */
  sendSms<Name extends SmsTemplateName>(db: Database, sms: SmsRequest<Name>): Promise<number>;
};

export function createSmsService(dependencies: {
  logger: Pick<FastifyBaseLogger, "info">;
  isDeliveryConfigured: boolean;
  now: () => Date;
}): SmsService {
  const { logger, isDeliveryConfigured, now } = dependencies;
  return {
    async sendSms(db, sms) {
      const rendered = renderSms(sms.template, sms.language, sms.params);
      const writtenAt = now();
      const row = await queueOutboxMessage(db, {
        channel: "sms",
        recipient: sms.to,
        subject: null,
        bodyText: rendered.text,
        bodyHtml: null,
        language: rendered.language,
        createdAt: writtenAt,
        nextAttemptAt: writtenAt,
      });
      if (!isDeliveryConfigured) {
        logger.info(
          { outboxMessageId: row.id, to: sms.to, text: rendered.text },
          "SMS held in the outbox (SMS_URL is not set)",
        );
      }
      return row.id;
    },
  };
}
