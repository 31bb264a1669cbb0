import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db";
import { deliverDueMail, type MailTransport } from "./outbox-delivery";

export type DeliveryWorker = { start(): void; stop(): Promise<void> };

/** Runs deliverDueMail every `intervalMs`, one batch at a time, until stopped. */
export function createDeliveryWorker(dependencies: {
  db: Database;
  transport: MailTransport;
  from: string;
  now: () => Date;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): DeliveryWorker {
  const { logger } = dependencies;
  const intervalMs = dependencies.intervalMs ?? 2_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = () => {
    if (running) return;
    running = deliverDueMail(dependencies)
      .then(
        (report) => {
          if (report.sent + report.failed > 0) logger.info(report, "Outbox delivery");
        },
        (error: unknown) => logger.error({ err: error }, "Outbox delivery could not run"),
      )
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
