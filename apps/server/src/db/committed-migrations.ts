import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsFolder as committedMigrationsFolder } from "../server-package";

/**
 * How many migrations this version ships: the entries of Drizzle's journal
 * (`drizzle/meta/_journal.json`), which lists each committed SQL file once.
 * Readiness compares the database's applied count with it.
 */
export function countCommittedMigrations(migrationsFolder: string = committedMigrationsFolder): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries?: unknown[];
  };
  return journal.entries?.length ?? 0;
}
