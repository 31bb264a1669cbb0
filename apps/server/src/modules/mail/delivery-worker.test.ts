import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createDeliveryWorker } from "./delivery-worker";
import type { DeliveryReport } from "./outbox-delivery";

const logger = pino({ level: "silent" }) as FastifyBaseLogger;

describe("the delivery worker", () => {
  it("stops by aborting the running batch's signal and waits for that batch to end", async () => {
    const signals: AbortSignal[] = [];
    let ended = false;
    // A batch that runs until the worker stops it, as a long one would.
    const deliver = (signal: AbortSignal) =>
      new Promise<DeliveryReport>((resolve) => {
        signals.push(signal);
        signal.addEventListener("abort", () => {
          ended = true;
          resolve({ sent: 1, failed: 0 });
        });
      });
    const worker = createDeliveryWorker({ deliver, channel: "mail", logger, intervalMs: 60_000 });
    worker.start();
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    await worker.stop();
    expect(signals[0]?.aborted).toBe(true);
    expect(ended).toBe(true);
  });

  it("gives a batch started after a restart a signal that is not aborted", async () => {
    const signals: AbortSignal[] = [];
    const deliver = async (signal: AbortSignal) => {
      signals.push(signal);
      return { sent: 0, failed: 0 };
    };
    const worker = createDeliveryWorker({ deliver, channel: "sms", logger, intervalMs: 60_000 });
    worker.start();
    await worker.stop();
    worker.start();
    await worker.stop();
    expect(signals.map((signal) => signal === signals[0])).toEqual([true, false]);
  });
});
