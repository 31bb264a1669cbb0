import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { jobs } from "../../db/schema";

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Pick<typeof jobs.$inferInsert, "kind" | "key" | "payload" | "runAt" | "maxAttempts">;

/** A job a worker holds: what its handler is given, and the attempt that fences its lease. */
export type ClaimedJob = Pick<JobRow, "id" | "kind" | "key" | "payload" | "attempts" | "maxAttempts" | "runAt">;

const instant = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/**
 * Inserts the jobs, skipping any whose kind and key are taken by a job still
 * kept (queued, running or finished): enqueueing twice is a no-op. Returns
 * the ids of the rows inserted.
 */
export async function insertJobs(db: Database, newJobs: NewJob[]): Promise<{ id: number; kind: string }[]> {
  if (newJobs.length === 0) return [];
  return db
    .insert(jobs)
    .values(newJobs)
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id, kind: jobs.kind });
}

/** Wakes the workers listening on `channel` when the caller's transaction commits (none if it rolls back). */
export async function notifyJobsQueued(db: Database, channel: string, kinds: string[]): Promise<void> {
  for (const kind of new Set(kinds)) await db.execute(sql`select pg_notify(${channel}, ${kind})`);
}

/**
 * Leases up to `limits[i]` due jobs of each `kinds[i]`, oldest first, in one
 * statement: `SKIP LOCKED` passes over rows another worker is claiming, so two
 * workers never take the same job. Each claim starts an attempt (the counter
 * is the lease's fencing token).
 */
export async function claimDueJobs(
  db: Database,
  claim: { kinds: string[]; limits: number[]; now: Date; leaseUntil: Date; workerId: string },
): Promise<ClaimedJob[]> {
  if (claim.kinds.length === 0) return [];
  const { rows } = await db.execute<ClaimedJob>(sql`
    with picked as materialized (
      select due.id
      from unnest(${sql.param(claim.kinds)}::text[], ${sql.param(claim.limits)}::int[]) as wanted(kind, claims)
      cross join lateral (
        select id from jobs
        where status = 'queued' and kind = wanted.kind and run_at <= ${instant(claim.now)}
        order by run_at, id
        limit wanted.claims
        for update skip locked
      ) due
    )
    update jobs
    set status = 'running', attempts = jobs.attempts + 1,
        locked_until = ${instant(claim.leaseUntil)}, locked_by = ${claim.workerId}
    from picked
    where jobs.id = picked.id
    returning jobs.id, jobs.kind, jobs.key, jobs.payload, jobs.attempts,
      jobs.max_attempts as "maxAttempts", jobs.run_at as "runAt"`);
  return rows;
}

/**
 * Moves the lease of the jobs still held at these attempts to `leaseUntil`
 * (the heartbeat); returns the ids renewed. A job missing from the answer
 * was taken back (its lease had run out) and belongs to someone else now.
 */
export async function renewJobLeases(
  db: Database,
  held: { id: number; attempts: number }[],
  leaseUntil: Date,
): Promise<number[]> {
  if (held.length === 0) return [];
  const { rows } = await db.execute<{ id: number }>(sql`
    update jobs set locked_until = ${instant(leaseUntil)}
    from unnest(${sql.param(held.map((job) => job.id))}::bigint[], ${sql.param(held.map((job) => job.attempts))}::int[])
      as lease(id, attempts)
    where jobs.id = lease.id and jobs.attempts = lease.attempts and jobs.status = 'running'
    returning jobs.id`);
  return rows.map((row) => row.id);
}

/** The lease this attempt holds, and nothing older: a worker whose lease was taken back changes nothing. */
const heldAt = (job: { id: number; attempts: number }) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, "running"));

/** Marks the attempt's job done; false when the lease was lost meanwhile. */
export async function markJobDone(
  db: Database,
  job: { id: number; attempts: number },
  finishedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "done", finishedAt, lockedUntil: null })
    .where(heldAt(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt: queued again at `retryAt`, or failed for good
 * (kept, with its error) when `retryAt` is undefined. False when the lease
 * was lost meanwhile.
 */
export async function markJobAttemptFailed(
  db: Database,
  job: { id: number; attempts: number },
  failure: { lastError: string; now: Date; retryAt: Date | undefined },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(
      failure.retryAt
        ? { status: "queued", runAt: failure.retryAt, lockedUntil: null, lastError: failure.lastError }
        : { status: "failed", finishedAt: failure.now, lockedUntil: null, lastError: failure.lastError },
    )
    .where(heldAt(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Takes back the jobs whose lease ran out (their instance died or stalled):
 * queued again at once while attempts remain, failed otherwise. Returns what
 * it did, for the log.
 */
export async function releaseExpiredLeases(
  db: Database,
  now: Date,
): Promise<{ id: number; kind: string; lockedBy: string | null; status: "queued" | "failed" }[]> {
  const { rows } = await db.execute<{
    id: number;
    kind: string;
    lockedBy: string | null;
    status: "queued" | "failed";
  }>(sql`
    update jobs
    set status = case when attempts < max_attempts then 'queued' else 'failed' end,
        finished_at = case when attempts < max_attempts then null else ${instant(now)} end,
        locked_until = null,
        last_error = 'the lease ran out: the instance running it stopped or stalled (' || coalesce(locked_by, '?') || ')'
    where status = 'running' and locked_until < ${instant(now)}
    returning id, kind, locked_by as "lockedBy", status`);
  return rows;
}

/** Deletes the done jobs finished before `doneBefore` and the failed ones before `failedBefore`. */
export async function deleteFinishedJobs(
  db: Database,
  cutoffs: { doneBefore: Date; failedBefore: Date },
): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, "done"), lt(jobs.finishedAt, cutoffs.doneBefore)),
        and(eq(jobs.status, "failed"), lt(jobs.finishedAt, cutoffs.failedBefore)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

export type JobKindCounts = {
  kind: string;
  /** Waiting, due or not. */
  queued: number;
  /** Waiting and due: a worker should take them now. */
  due: number;
  running: number;
  /** Gave up, kept until pruned. */
  failed: number;
  /** The run_at of the oldest due job; null when none is due. */
  oldestDueRunAt: Date | null;
};

/** Counts by kind of the jobs not done (done ones are many and say nothing about the backlog). */
export async function countJobsByKind(db: Database, now: Date): Promise<JobKindCounts[]> {
  const { rows } = await db.execute<JobKindCounts>(sql`
    select kind,
      count(*) filter (where status = 'queued')::int as queued,
      count(*) filter (where status = 'queued' and run_at <= ${instant(now)})::int as due,
      count(*) filter (where status = 'running')::int as running,
      count(*) filter (where status = 'failed')::int as failed,
      min(run_at) filter (where status = 'queued' and run_at <= ${instant(now)}) as "oldestDueRunAt"
    from jobs
    where status <> 'done'
    group by kind
    order by kind`);
  return rows;
}
