import type { Database } from "../../db";
import { countJobsByKind, type JobKindCounts } from "./jobs.repository";

export type QueuedJobCounts = Omit<JobKindCounts, "oldestDueRunAt"> & {
  /** How long the oldest due job has waited past its run_at, in seconds; 0 when none is due. */
  oldestDueAgeSeconds: number;
};

/**
 * The backlog by kind, for gauges: jobs queued (due or not), due, running
 * and failed, and how late the oldest due one is. A growing age means no
 * instance runs that kind, or it cannot keep up.
 */
export async function countQueuedJobs(db: Database, now: Date): Promise<QueuedJobCounts[]> {
  const counts = await countJobsByKind(db, now);
  return counts.map(({ oldestDueRunAt, ...kindCounts }) => ({
    ...kindCounts,
    oldestDueAgeSeconds: oldestDueRunAt ? Math.max(0, (now.getTime() - oldestDueRunAt.getTime()) / 1000) : 0,
  }));
}
