import type { FastifyBaseLogger } from "fastify";
import type { DeliveryReport } from "./outbox-delivery";

export type DeliveryWorker = { start(): void; stop(): Promise<void> };

/**
 * Runs `deliver` (one batch of one outbox channel: deliverDueMail,
 * deliverDueSms) every `intervalMs`, one batch at a time, until stopped.
 */
export function createDeliveryWorker(dependencies: {
  deliver: () => Promise<DeliveryReport>;
  /** The channel, in the log lines. */
  channel: string;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): DeliveryWorker {
  const { deliver, channel, logger } = dependencies;
  const intervalMs = dependencies.intervalMs ?? 2_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = () => {
    if (running) return;
    running = deliver()
      .then(
        (report) => {
          if (report.sent + report.failed > 0) logger.info({ channel, ...report }, "Outbox delivery");
        },
        (error: unknown) => logger.error({ channel, err: error }, "Outbox delivery could not run"),
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
