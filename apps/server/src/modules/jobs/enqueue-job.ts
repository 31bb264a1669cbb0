import type { ModuleDependencies } from "../../module-dependencies";
import { assertJobKind } from "./job-kind";
import { insertJobs, notifyJobsQueued } from "./jobs.repository";

/** The channel the workers LISTEN on; a notification's payload is the kind that became due. */
export const jobsChannel = "ondine_jobs";

/** What a payload may weigh as JSON: jobs carry ids and small facts, never documents. */
export const maxJobPayloadBytes = 16_384;

/** Tries before a job is failed for good, unless the caller says otherwise. */
export const defaultMaxJobAttempts = 5;

export type JobToEnqueue = {
  /** What to run: the kind a handler is registered for, dotted by module (`monitoring-storage.maintain`). */
  kind: string;
  /** One job per kind and key while its row is kept: enqueueing a taken key again does nothing. */
  key?: string;
  payload?: unknown;
  /** Not before this moment; now by default. */
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Queues a job. Pass the caller's transaction as `db` (`{ ...deps, db: tx }`):
 * the job then exists only if that transaction commits, and the workers are
 * woken at its commit. Returns the new job's id, or undefined when a job of
 * that kind already holds the key.
 */
export async function enqueueJob(
  deps: Pick<ModuleDependencies, "db" | "now">,
  job: JobToEnqueue,
): Promise<number | undefined> {
  assertJobKind(job.kind);
  if (job.key !== undefined && (job.key.length === 0 || job.key.length > 200)) {
    throw new Error("enqueueJob: a key has 1 to 200 characters");
  }
  const payload = job.payload ?? {};
  const payloadBytes = Buffer.byteLength(JSON.stringify(payload), "utf8");
  if (payloadBytes > maxJobPayloadBytes) {
    throw new Error(
      `enqueueJob: the payload of a ${job.kind} job is ${payloadBytes} bytes, over ${maxJobPayloadBytes}`,
    );
  }
  const maxAttempts = job.maxAttempts ?? defaultMaxJobAttempts;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error("enqueueJob: maxAttempts is 1 or more");

  const now = deps.now();
  const runAt = job.runAt ?? now;
  const [inserted] = await insertJobs(deps.db, [{ kind: job.kind, key: job.key ?? null, payload, runAt, maxAttempts }]);
  if (!inserted) return undefined;
  // A job due later is found by the workers' polling; waking them now would find nothing.
  if (runAt <= now) await notifyJobsQueued(deps.db, jobsChannel, [job.kind]);
  return inserted.id;
}
