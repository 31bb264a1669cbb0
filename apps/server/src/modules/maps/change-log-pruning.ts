import type { Database } from "../../db";
import { deleteChangesBefore } from "./equipment-changes.repository";

/** How long the change log keeps a change: a map that reconnects later gets `reset` and reads the site map again. */
export const changeLogRetentionMs = 3_600_000;

/** How often the log is pruned, by one instance: a few minutes' worth of changes each time. */
export const changeLogPruningIntervalMs = 5 * 60_000;

/** Deletes the changes older than the retention; a run repeated (a job retried) costs nothing. */
export function pruneChangeLog(db: Database, now: Date): Promise<number> {
  return deleteChangesBefore(db, new Date(now.getTime() - changeLogRetentionMs));
}
