import type { Database } from "../../db";
import { deleteFinishedJobs } from "./jobs.repository";

/** The recurring job that prunes the others. */
export const pruneFinishedJobsKind = "jobs.prune-finished";
export const pruneFinishedJobsIntervalMs = 3_600_000;

/** How long a done job is kept: a day of history to look at (recurring ones make most of them). */
export const doneJobRetentionMs = 86_400_000;
/** How long a failed job is kept: two weeks for someone to see it, fix the cause and requeue it. */
export const failedJobRetentionMs = 14 * 86_400_000;

/**
 * Deletes the finished jobs past their retention; returns how many. A key
 * is free again once its job is pruned, well after any recurring slot it
 * was for has passed.
 */
export function pruneFinishedJobs(db: Database, now: Date): Promise<number> {
  return deleteFinishedJobs(db, {
    doneBefore: new Date(now.getTime() - doneJobRetentionMs),
    failedBefore: new Date(now.getTime() - failedJobRetentionMs),
  });
}
