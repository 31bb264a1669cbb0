import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { createDeliveryWorker } from "../modules/mail";
import {
  createHttpSmsTransport,
  createSmsService,
  deliverDueSms,
  type SmsService,
  type SmsTransport,
} from "../modules/sms";

declare module "fastify" {
  interface FastifyInstance {
    /** `app.sms.sendSms(tx, {to, language, template, params})` writes an SMS to the outbox. */
    sms: SmsService;
  }
}

export type SmsPluginOptions = {
  /** main.ts runs the delivery worker; tests and tools only write to the outbox. */
  runDeliveryWorker: boolean;
  /** Replaces the HTTP provider made from SMS_URL and SMS_TOKEN (tests). */
  transport?: SmsTransport;
};

/**
 * SMS through the outbox, as mail: `app.sms` for modules, and with SMS_URL a
 * worker that sends held SMS in the background, started when the app is
 * ready and stopped (after its current batch) when it closes.
 */
export const smsPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: SmsPluginOptions) => {
    const { config } = app;
    const transport =
      options.transport ??
      (config.smsUrl && config.smsToken
        ? createHttpSmsTransport({ url: config.smsUrl, token: config.smsToken })
        : undefined);
    app.decorate(
      "sms",
      createSmsService({ logger: app.log, isDeliveryConfigured: transport !== undefined, now: () => app.clock.now() }),
    );
    if (!options.runDeliveryWorker || !transport) return;
    const logger = app.log.child({ component: "outbox" });
    const worker = createDeliveryWorker({
      channel: "sms",
      deliver: (signal) =>
        deliverDueSms({ db: app.database.db, transport, now: () => app.clock.now(), logger, signal }),
      logger,
    });
    app.addHook("onReady", async () => worker.start());
    app.addHook("onClose", async () => worker.stop());
  },
  { name: "ondine-sms", dependencies: ["ondine-app-context", "ondine-database"] },
);
