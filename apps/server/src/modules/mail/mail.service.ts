import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db";
import { insertOutboxMessage } from "./outbox.repository";
import { type MailParams, type MailTemplateName, type RenderedMail, renderMail } from "./render-mail";

export type MailRequest<Name extends MailTemplateName> = {
  to: string;
  /** The recipient's language (users.language), else the request's. */
  language: string;
  template: Name;
  params: MailParams<Name>;
  /** The mail's `Reply-To`, when answers go elsewhere than MAIL_FROM (docs/tickets.md#mail). */
  replyTo?: string;
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

/**
 * Renders the mail and writes it to the outbox in `db`, due at `writtenAt`:
 * what `sendMail` does, for a service that has no `MailService` at hand (it
 * then logs nothing). Pass the transaction of the work that sends it.
 */
export async function queueMail<Name extends MailTemplateName>(
  db: Database,
  mail: MailRequest<Name>,
  writtenAt: Date,
): Promise<{ id: number; rendered: RenderedMail }> {
  const rendered = renderMail(mail.template, mail.language, mail.params);
  const row = await insertOutboxMessage(db, {
    channel: "mail",
    recipient: mail.to,
    subject: rendered.subject,
    bodyText: rendered.text,
    bodyHtml: rendered.html,
    replyTo: mail.replyTo ?? null,
    language: rendered.language,
    createdAt: writtenAt,
    nextAttemptAt: writtenAt,
  });
  return { id: row.id, rendered };
}

export function createMailService(dependencies: {
  logger: Pick<FastifyBaseLogger, "info">;
  isDeliveryConfigured: boolean;
  now: () => Date;
}): MailService {
  const { logger, isDeliveryConfigured, now } = dependencies;
  return {
    async sendMail(db, mail) {
      const { id, rendered } = await queueMail(db, mail, now());
      if (!isDeliveryConfigured) {
        // Without SMTP the log (and the admin outbox page) is where a
        // developer finds the link of a demo mail.
        logger.info(
          { outboxMessageId: id, to: mail.to, subject: rendered.subject, text: rendered.text },
          "Mail held in the outbox (SMTP_URL is not set)",
        );
      }
      return id;
    },
  };
}
