import { assertJobKind } from "./job-kind";
import type { ClaimedJob } from "./jobs.repository";

/** What a handler is given: the job as claimed, `attempt` counting from 1. */
export type JobRun = Pick<ClaimedJob, "id" | "kind" | "key" | "payload" | "maxAttempts" | "runAt"> & {
  attempt: number;
};

/**
 * Runs one job. Resolving marks it done; throwing retries it later, until its
 * last attempt fails it. A job may run more than once (an instance that
 * stalls past its lease, a crash after the work and before the mark), so a
 * handler does work that may be repeated: a sweep, an upsert, a delivery
 * keyed by the job's id.
 */
export type JobHandler = (job: JobRun) => Promise<void>;

export type RegisteredHandler = { run: JobHandler; concurrency: number };

/** A job enqueued once per slot of `intervalMs` across every instance (job-scheduler.ts). */
export type RecurringJob = { kind: string; intervalMs: number; maxAttempts: number };

/** A slot's job is retried within its slot; the next slot brings a fresh one anyway. */
export const defaultRecurringMaxAttempts = 3;

/**
 * The kinds this instance runs and the schedules it keeps (`app.jobs`):
 * plugins register theirs when the app is built; the worker and the
 * scheduler read them when they start.
 */
export type JobRegistry = {
  /** Runs jobs of `kind` with `run`, at most `concurrency` at a time in this instance (1 by default). */
  handle(kind: string, run: JobHandler, options?: { concurrency?: number }): void;
  /** Enqueues one `kind` job per slot of `intervalMs`, whichever instances are up; `kind` needs a handler. */
  every(kind: string, intervalMs: number, options?: { maxAttempts?: number }): void;
  handlers(): ReadonlyMap<string, RegisteredHandler>;
  schedules(): readonly RecurringJob[];
};

export function createJobRegistry(): JobRegistry {
  const handlers = new Map<string, RegisteredHandler>();
  const schedules = new Map<string, RecurringJob>();
  return {
    handle(kind, run, options = {}) {
      assertJobKind(kind);
      if (handlers.has(kind)) throw new Error(`A handler for ${kind} jobs is already registered`);
      const concurrency = options.concurrency ?? 1;
      if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`${kind}: concurrency is 1 or more`);
      handlers.set(kind, { run, concurrency });
    },
    every(kind, intervalMs, options = {}) {
      assertJobKind(kind);
      if (schedules.has(kind)) throw new Error(`${kind} jobs are already scheduled`);
      // A second's slots at least: the key is the slot's start, and shorter work belongs in a handler's loop.
      if (!Number.isInteger(intervalMs) || intervalMs < 1_000) throw new Error(`${kind}: the interval is 1 s or more`);
      schedules.set(kind, {
        kind,
        intervalMs,
        maxAttempts: options.maxAttempts ?? defaultRecurringMaxAttempts,
      });
    },
    handlers: () => handlers,
    schedules: () => [...schedules.values()],
  };
}
