import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db";
import { jobsChannel } from "./enqueue-job";
import type { JobRegistry } from "./job-registry";
import { jobRetryDelayMs } from "./job-retry-delay";
import {
  type ClaimedJob,
  claimDueJobs,
  markJobAttemptFailed,
  markJobDone,
  releaseExpiredLeases,
  renewJobLeases,
} from "./jobs.repository";
import { type LeaseHeartbeat, startLeaseHeartbeat } from "./lease-heartbeat";

export type JobLogger = Pick<FastifyBaseLogger, "debug" | "info" | "warn" | "error">;

export type JobWorkerTimings = {
  /** How long a claim holds a job: past it, with no heartbeat, another instance takes the job back. */
  leaseMs: number;
  /** How often the leases of the jobs running here are renewed; well under the lease. */
  heartbeatMs: number;
  /** How often due jobs are looked for without a notification (retries, jobs due later, a lost LISTEN). */
  pollMs: number;
};

export const defaultJobWorkerTimings: JobWorkerTimings = { leaseMs: 30_000, heartbeatMs: 10_000, pollMs: 2_000 };

/** Kept of a failure's message: enough to tell what broke, not a whole response body. */
const maxErrorLength = 2_000;

export type JobWorker = {
  /** `host:pid:tag`, written in `jobs.locked_by` of the jobs it holds. */
  readonly id: string;
  /** Listens for new jobs (or, if it cannot, only polls) and claims what is due, now and on each wake. */
  start(): Promise<void>;
  /** Claims nothing more and waits for the jobs running here to end, their leases renewed meanwhile. */
  stop(): Promise<void>;
  /**
   * One pass: takes back expired leases, claims what this instance may run
   * now, and resolves with their number once they have all finished. The
   * worker's timers call it; tests call it after moving their clock.
   */
  runDue(): Promise<number>;
};

/**
 * Runs the registered handlers on the jobs due in the database, as one of
 * possibly many instances: each claim leases its jobs in one statement
 * (`FOR UPDATE SKIP LOCKED`), a heartbeat renews the leases while handlers
 * run, and a failure is retried with a growing delay until the job's last
 * attempt fails it. Time is read from `now` (the app's clock).
 */
export function createJobWorker(dependencies: {
  database: Pick<DatabaseHandle, "db" | "listen">;
  registry: JobRegistry;
  now: () => Date;
  logger: JobLogger;
  timings?: Partial<JobWorkerTimings>;
}): JobWorker {
  const { database, registry, now, logger } = dependencies;
  const { db } = database;
  const timings = { ...defaultJobWorkerTimings, ...dependencies.timings };
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

  /** The jobs running here; `ending` once the handler has settled and the outcome is being written. */
  type Running = { job: ClaimedJob; ending: boolean; finished: Promise<void> };
  const running = new Map<number, Running>();
  let heartbeat: LeaseHeartbeat | undefined;
  let poll: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let pass: Promise<Promise<void>[]> | undefined;
  let wakeAgain = false;
  let started = false;
  let stopping = false;
  let claimsFailing = false;

  const runningOfKind = (kind: string) => [...running.values()].filter(({ job }) => job.kind === kind).length;
  const later = (ms: number) => new Date(now().getTime() + ms);

  async function renewLeases(): Promise<void> {
    const held = [...running.values()].map(({ job }) => ({ id: job.id, attempts: job.attempts }));
    try {
      const renewed = new Set(await renewJobLeases(db, held, later(timings.leaseMs)));
      // A job that ended meanwhile is no longer running in the table: not a lost lease.
      const lostLeases = held.filter((job) => !renewed.has(job.id) && running.get(job.id)?.ending === false);
      for (const lost of lostLeases) {
        logger.warn({ jobId: lost.id }, "A running job's lease was taken back: another instance may run it again");
      }
    } catch (error) {
      logger.error({ err: error }, "Job leases could not be renewed");
    }
  }

  // The heartbeat ticks only while jobs run here: an idle worker writes nothing.
  const startHeartbeat = () => {
    heartbeat ??= startLeaseHeartbeat(renewLeases, timings.heartbeatMs);
  };
  const stopHeartbeatWhenIdle = () => {
    if (running.size > 0 || !heartbeat) return;
    void heartbeat.stop();
    heartbeat = undefined;
  };

  async function run(entry: Running): Promise<void> {
    const { job } = entry;
    const handler = registry.handlers().get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for ${job.kind} jobs`);
      await handler.run({
        id: job.id,
        kind: job.kind,
        key: job.key,
        payload: job.payload,
        maxAttempts: job.maxAttempts,
        runAt: job.runAt,
        attempt: job.attempts,
      });
    } catch (error) {
      entry.ending = true;
      await recordFailure(job, error);
      return;
    }
    entry.ending = true;
    try {
      if (!(await markJobDone(db, job, now()))) {
        logger.warn({ jobId: job.id, kind: job.kind }, "A job ended after its lease was taken back");
      }
    } catch (error) {
      // The lease runs out and the job is taken back: it runs again rather than being lost.
      logger.error({ jobId: job.id, kind: job.kind, err: error }, "A job ended but could not be marked done");
    }
  }

  async function recordFailure(job: ClaimedJob, error: unknown): Promise<void> {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength);
    const retryAt = job.attempts < job.maxAttempts ? later(jobRetryDelayMs(job.attempts)) : undefined;
    const details = { jobId: job.id, kind: job.kind, key: job.key, attempt: job.attempts, err: error };
    try {
      await markJobAttemptFailed(db, job, { lastError, now: now(), retryAt });
    } catch (markError) {
      // The lease runs out and the job is taken back: it runs again rather than being lost.
      logger.error({ ...details, markError }, "A job failed and its failure could not be recorded");
      return;
    }
    if (retryAt) logger.warn({ ...details, retryAt }, "A job failed: retried later");
    else logger.error(details, "A job failed on its last attempt: kept as failed");
  }

  function start(job: ClaimedJob): Promise<void> {
    startHeartbeat();
    const entry: Running = { job, ending: false, finished: Promise.resolve() };
    running.set(job.id, entry);
    entry.finished = run(entry).finally(() => {
      if (running.get(job.id) === entry) running.delete(job.id);
      stopHeartbeatWhenIdle();
      // A place is free: more of its kind may be waiting.
      wake();
    });
    return entry.finished;
  }

  async function claimPass(): Promise<Promise<void>[]> {
    const claimedAt = now();
    for (const released of await releaseExpiredLeases(db, claimedAt)) {
      logger.warn(released, "A job's lease ran out: taken back from the instance that held it");
    }
    const kinds: string[] = [];
    const limits: number[] = [];
    for (const [kind, handler] of registry.handlers()) {
      const free = handler.concurrency - runningOfKind(kind);
      if (free <= 0) continue;
      kinds.push(kind);
      limits.push(free);
    }
    const claimed = await claimDueJobs(db, {
      kinds,
      limits,
      now: claimedAt,
      leaseUntil: new Date(claimedAt.getTime() + timings.leaseMs),
      workerId: id,
    });
    return claimed.map(start);
  }

  function wake(): void {
    if (!started || stopping) return;
    if (pass) {
      wakeAgain = true;
      return;
    }
    pass = claimPass()
      .then(
        (jobs) => {
          if (claimsFailing) logger.info("Jobs are claimed again");
          claimsFailing = false;
          return jobs;
        },
        (error: unknown) => {
          // Logged once per outage, not at every poll.
          if (!claimsFailing) logger.error({ err: error }, "Jobs could not be claimed: trying again at each poll");
          claimsFailing = true;
          return [];
        },
      )
      .finally(() => {
        pass = undefined;
        if (wakeAgain) {
          wakeAgain = false;
          wake();
        }
      });
  }

  return {
    id,
    async start() {
      if (started) return;
      started = true;
      try {
        stopListening = await database.listen(jobsChannel, {
          onNotification: (kind) => {
            if (registry.handlers().has(kind)) wake();
          },
          // Back from a lost connection: what was notified meanwhile is looked for now.
          onListening: (listening) => {
            if (listening) wake();
          },
        });
      } catch (error) {
        logger.warn({ err: error }, "Cannot listen for new jobs: they start at the next poll");
      }
      poll = setInterval(wake, timings.pollMs);
      poll.unref();
      wake();
    },
    async stop() {
      stopping = true;
      clearInterval(poll);
      poll = undefined;
      await stopListening?.().catch((error: unknown) => logger.warn({ err: error }, "Stopping the jobs LISTEN failed"));
      stopListening = undefined;
      await pass;
      await Promise.all([...running.values()].map(({ finished }) => finished));
    },
    async runDue() {
      while (pass) await pass;
      const jobs = await claimPass();
      await Promise.all(jobs);
      return jobs.length;
    },
  };
}
