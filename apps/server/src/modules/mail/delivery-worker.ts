import type { FastifyBaseLogger } from "fastify";
import type { DeliveryReport } from "./outbox-delivery";

export type DeliveryWorker = { start(): void; stop(): Promise<void> };

/**
 * Runs `deliver` (one batch of one outbox channel: deliverDueMail,
 * deliverDueSms) every `intervalMs`, one batch at a time, until stopped.
 * Stopping aborts the signal `deliver` is given: the batch finishes the
 * message in hand and gives back the others instead of sending them all
 * before the process may exit.
 */
export function createDeliveryWorker(dependencies: {
  deliver: (signal: AbortSignal) => Promise<DeliveryReport>;
  /** The channel, in the log lines. */
  channel: string;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): DeliveryWorker {
  const { deliver, channel, logger } = dependencies;
  const intervalMs = dependencies.intervalMs ?? 2_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = new AbortController();

  const tick = () => {
    if (running) return;
    running = deliver(stopping.signal)
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
      if (stopping.signal.aborted) stopping = new AbortController();
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      stopping.abort();
      await running;
    },
  };
}
