import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import nodemailer from "nodemailer";
import {
  createDeliveryWorker,
  createMailService,
  deliverDueMail,
  type MailService,
  type MailTransport,
} from "../modules/mail";

declare module "fastify" {
  interface FastifyInstance {
    /** `app.mail.sendMail(tx, {to, language, template, params})` writes a mail to the outbox. */
    mail: MailService;
  }
}

export type MailPluginOptions = {
  /** main.ts runs the delivery worker; tests and tools only write to the outbox. */
  runDeliveryWorker: boolean;
  /** Replaces the SMTP transport made from SMTP_URL (tests). */
  transport?: MailTransport;
};

/**
 * The outbox: `app.mail` for modules, and with SMTP_URL a worker that sends
 * held mail in the background, started when the app is ready and stopped
 * (after its current batch) when it closes.
 */
export const mailPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const { config } = app;
    const smtp = options.transport
      ? undefined
      : config.smtpUrl
        ? nodemailer.createTransport(config.smtpUrl)
        : undefined;
    const transport = options.transport ?? smtp;
    app.decorate(
      "mail",
      createMailService({
        logger: app.log,
        isDeliveryConfigured: transport !== undefined,
        now: () => app.clock.now(),
      }),
    );
    if (!options.runDeliveryWorker || !transport) {
      smtp?.close();
      return;
    }
    const logger = app.log.child({ component: "outbox" });
    const worker = createDeliveryWorker({
      channel: "mail",
      deliver: (signal) =>
        deliverDueMail({
          db: app.database.db,
          transport,
          from: config.mailFrom,
          now: () => app.clock.now(),
          logger,
          signal,
        }),
      logger,
    });
    app.addHook("onReady", async () => worker.start());
    app.addHook("onClose", async () => {
      await worker.stop();
      smtp?.close();
    });
  },
  { name: "ondine-mail", dependencies: ["ondine-app-context", "ondine-database"] },
);
