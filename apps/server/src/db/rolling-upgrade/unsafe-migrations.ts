import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { findBreakingChanges } from "./breaking-changes";
import { readSchemaBefore } from "./schema-before";

/** The files beside the migrations that say what is released and what needs a stop (docs/operations.md#upgrades). */
export const releasedFileName = "released.json";
export const needsStopFileName = "needs-stop.json";

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number().int(), tag: z.string(), when: z.number() })),
});
const releasedSchema = z.object({ lastReleasedMigration: z.string().min(1) });
const needsStopSchema = z.object({
  migrations: z.array(z.object({ migration: z.string().min(1), reason: z.string().trim().min(1) }).strict()),
});

export type UpgradePolicy = {
  /** The tag of the last migration production already runs: those up to it are not checked again. */
  lastReleasedMigration: string;
  /** Migrations the previous release cannot run beside, each with why: the upgrade stops it first. */
  needsStop: { migration: string; reason: string }[];
};

const readJson = (folder: string, file: string): unknown => JSON.parse(readFileSync(join(folder, file), "utf8"));

export function readUpgradePolicy(migrationsFolder: string): UpgradePolicy {
  return {
    lastReleasedMigration: releasedSchema.parse(readJson(migrationsFolder, releasedFileName)).lastReleasedMigration,
    needsStop: needsStopSchema.parse(readJson(migrationsFolder, needsStopFileName)).migrations,
  };
}

const advice =
  "write it as expand then contract over two releases (docs/operations.md#upgrades), mark a statement dropping what the " +
  "previous release no longer uses with `-- unused by the previous release: <why>` above it, or list the migration " +
  `with its reason in ${needsStopFileName}`;

/**
 * What makes the migrations not yet released unsafe for a rolling upgrade,
 * one line each (none when safe): a breaking statement in a migration not
 * listed as needing a stop, a migration dated before the one it follows, or a
 * policy naming a migration the journal lacks.
 */
export function findUnsafeMigrations(
  migrationsFolder: string,
  policy: UpgradePolicy = readUpgradePolicy(migrationsFolder),
): string[] {
  const { entries } = journalSchema.parse(readJson(migrationsFolder, join("meta", "_journal.json")));
  const tags = new Set(entries.map(({ tag }) => tag));
  const problems: string[] = [];

  const released = entries.find(({ tag }) => tag === policy.lastReleasedMigration);
  if (!released) {
    problems.push(`${releasedFileName} names ${policy.lastReleasedMigration}, which meta/_journal.json does not list`);
  }
  for (const { migration } of policy.needsStop) {
    if (!tags.has(migration))
      problems.push(`${needsStopFileName} lists ${migration}, which meta/_journal.json does not`);
  }
  if (!released) return problems;

  const stopping = new Set(policy.needsStop.map(({ migration }) => migration));
  entries.forEach(({ idx, tag, when }, at) => {
    const before = entries[at - 1];
    // Drizzle's migrator applies only the migrations dated after the database's last one: an earlier
    // date (two branches generating migrations apart) is skipped without a word where the other one ran.
    if (idx > released.idx && before && when <= before.when) {
      problems.push(`${tag}: its journal date (when) is not after ${before.tag}'s, so Drizzle would skip it`);
    }
  });
  for (const { idx, tag } of entries) {
    if (idx <= released.idx || stopping.has(tag)) continue;
    const sql = readFileSync(join(migrationsFolder, `${tag}.sql`), "utf8");
    for (const change of findBreakingChanges(sql, readSchemaBefore(migrationsFolder, idx))) {
      problems.push(`${tag}: ${change.kind}: ${change.statement} (${change.why}): ${advice}`);
    }
  }
  return problems;
}
