import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sqlList } from "./sql-list";
import { createdAt, moment } from "./timestamps";

/** queued (waiting for its run_at), running (leased by a worker), done or failed (finished, kept until pruned). */
export const jobStatuses = ["queued", "running", "done", "failed"] as const;

/**
 * The table's own bound on a payload, as PostgreSQL writes jsonb out (with
 * spaces): a backstop for writers that bypass `enqueueJob`, which refuses
 * more than half of it as JSON.
 */
export const jobPayloadCheckBytes = 32_768;

/**
 * Background work that runs once across every app instance sharing the
 * database (modules/jobs, docs/decisions.md#jobs). A worker leases a job
 * (`running`, `locked_until`) with `FOR UPDATE SKIP LOCKED`; a lease left to
 * expire by a dead instance makes it claimable again. `key` makes enqueueing
 * idempotent: one job per kind and key while its row is kept (a recurring
 * schedule's slot, a delivery's id), finished ones included, so a slot that
 * already ran is not enqueued again by a late instance.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    key: text("key"),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    runAt: moment("run_at").notNull(),
    /** Attempts started so far; also the fencing token of the current lease. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    status: text("status", { enum: jobStatuses }).notNull().default("queued"),
    lockedUntil: moment("locked_until"),
    /** The worker holding (or that last held) the lease: host, pid and a random tag. */
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: moment("finished_at"),
  },
  (table) => [
    // Nulls are distinct: jobs without a key never conflict.
    uniqueIndex("jobs_kind_key_key").on(table.kind, table.key),
    // The claim: due jobs of a kind, oldest first.
    index("jobs_queued_due_idx").on(table.kind, table.runAt, table.id).where(sql`${table.status} = 'queued'`),
    // The lease sweep: running jobs whose lease has run out.
    index("jobs_running_lease_idx").on(table.lockedUntil).where(sql`${table.status} = 'running'`),
    // The pruning of finished jobs past their retention.
    index("jobs_finished_at_idx").on(table.finishedAt).where(sql`${table.finishedAt} is not null`),
    check("jobs_status_check", sql`${table.status} in ${sqlList(jobStatuses)}`),
    check("jobs_attempts_check", sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
    check(
      "jobs_payload_size_check",
      sql`octet_length(${table.payload}::text) <= ${sql.raw(String(jobPayloadCheckBytes))}`,
    ),
  ],
);
