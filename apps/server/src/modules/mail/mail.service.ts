import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db";
import { insertOutboxMessage } from "./outbox.repository";
import { type MailParams, type MailTemplateName, renderMail } from "./render-mail";

export type MailRequest<Name extends MailTemplateName> = {
  to: string;
  /** The recipient's language (users.language), else the request's. */
  language: string;
  template: Name;
  params: MailParams<Name>;
};

export type MailService = {
  /**
   * Writes the mail to the outbox in `db`: pass the transaction of the work
   * that sends it, so the mail exists exactly when that work is committed.
   * The delivery worker sends it; without SMTP it stays held and is logged.
   * Returns the outbox message id.
   */
  sendMail<Name extends MailTemplateName>(db: Database, mail: MailRequest<Name>): Promise<number>;
};

export function createMailService(dependencies: {
  logger: Pick<FastifyBaseLogger, "info">;
  isDeliveryConfigured: boolean;
  now: () => Date;
}): MailService {
  const { logger, isDeliveryConfigured, now } = dependencies;
  return {
    async sendMail(db, mail) {
      const rendered = renderMail(mail.template, mail.language, mail.params);
      const writtenAt = now();
      const row = await insertOutboxMessage(db, {
        channel: "mail",
        recipient: mail.to,
        subject: rendered.subject,
        bodyText: rendered.text,
        bodyHtml: rendered.html,
        language: rendered.language,
        createdAt: writtenAt,
        nextAttemptAt: writtenAt,
      });
      if (!isDeliveryConfigured) {
        // Without SMTP the log (and the admin outbox page) is where a
        // developer finds the link of a demo mail.
        logger.info(
          { outboxMessageId: row.id, to: mail.to, subject: rendered.subject, text: rendered.text },
          "Mail held in the outbox (SMTP_URL is not set)",
        );
      }
      return row.id;
    },
  };
}
