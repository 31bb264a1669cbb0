import type { Database } from "../../db";
import { jobsChannel } from "./enqueue-job";
import type { JobRegistry } from "./job-registry";
import type { JobLogger } from "./job-worker";
import { insertJobs, notifyJobsQueued } from "./jobs.repository";
import { nextSlotStart, recurringSlot } from "./recurring-slot";

/** The longest the scheduler sleeps, so a clock that jumps is caught up within a minute. */
const maxSleepMs = 60_000;
/** Past a slot's start, so the tick lands inside the new slot. */
const slotMarginMs = 50;

export type JobScheduler = {
  /** Enqueues the current slots now, then at each slot's start. Throws if a schedule has no handler. */
  start(): Promise<void>;
  /** No tick after this; waits for the one under way. */
  stop(): Promise<void>;
  /** One tick: enqueues the current slot of every schedule, unless it already is. Returns how many were new. */
  enqueueCurrentSlots(): Promise<number>;
};

/**
 * Keeps the recurring schedules (`app.jobs.every`): every instance enqueues
 * each schedule's current slot under the slot's start as key, and the key
 * being taken makes all but the first a no-op, so N instances give one run
 * per slot. A slot no instance was up for is skipped, not caught up.
 */
export function createJobScheduler(dependencies: {
  db: Database;
  registry: JobRegistry;
  now: () => Date;
  logger: JobLogger;
}): JobScheduler {
  const { db, registry, now, logger } = dependencies;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  async function enqueueCurrentSlots(): Promise<number> {
    const at = now();
    const slots = registry.schedules().map((schedule) => {
      const slot = recurringSlot(at, schedule.intervalMs);
      return { kind: schedule.kind, key: slot.key, payload: {}, runAt: slot.start, maxAttempts: schedule.maxAttempts };
    });
    const inserted = await insertJobs(db, slots);
    await notifyJobsQueued(
      db,
      jobsChannel,
      inserted.map((job) => job.kind),
    );
    return inserted.length;
  }

  function sleepUntilNextSlot(): void {
    if (stopped) return;
    const at = now();
    const nextStart = Math.min(
      ...registry.schedules().map((schedule) => nextSlotStart(at, schedule.intervalMs).getTime()),
      at.getTime() + maxSleepMs,
    );
    const sleepMs = Math.min(Math.max(nextStart - at.getTime() + slotMarginMs, 1_000), maxSleepMs);
    timer = setTimeout(() => {
      ticking = tick().finally(() => {
        ticking = undefined;
        sleepUntilNextSlot();
      });
    }, sleepMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    try {
      await enqueueCurrentSlots();
    } catch (error) {
      logger.error({ err: error }, "Recurring jobs could not be enqueued: trying again at the next slot");
    }
  }

  return {
    async start() {
      if (timer || stopped) return;
      const unhandled = registry.schedules().filter((schedule) => !registry.handlers().has(schedule.kind));
      if (unhandled.length > 0) {
        throw new Error(`Scheduled jobs without a handler: ${unhandled.map((schedule) => schedule.kind).join(", ")}`);
      }
      await tick();
      sleepUntilNextSlot();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await ticking;
    },
    enqueueCurrentSlots,
  };
}
