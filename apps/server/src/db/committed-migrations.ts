import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsFolder as committedMigrationsFolder } from "../server-package";

/** Drizzle's journal (`drizzle/meta/_journal.json`): each committed SQL file once, with its time stamp. */
function readJournalEntries(migrationsFolder: string): { when?: unknown }[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries?: { when?: unknown }[];
  };
  return journal.entries ?? [];
}

/**
 * How many migrations this version ships: the entries of Drizzle's journal.
 * Readiness compares the database's applied count with it.
 */
export function countCommittedMigrations(migrationsFolder: string = committedMigrationsFolder): number {
  return readJournalEntries(migrationsFolder).length;
}

/**
 * The time stamp (`when`, epoch milliseconds) of the newest migration this
 * version ships, which Drizzle's migrator records as `created_at` once it is
 * applied; 0 when it ships none.
 */
export function newestCommittedMigrationAt(migrationsFolder: string = committedMigrationsFolder): number {
  return Math.max(0, ...readJournalEntries(migrationsFolder).map((entry) => Number(entry.when) || 0));
}
