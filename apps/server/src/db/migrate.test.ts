import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "../server-package";
import { openTestDatabase, testEngines } from "../test/test-database";
import { countCommittedMigrations } from "./committed-migrations";
import type { DatabaseHandle } from "./database";
import { migrateDatabase } from "./migrate";

type Journal = { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };

// Tests share nothing: each opens its own migrated database and copies the migrations into a folder of its own.
describe.each(testEngines)("migrateDatabase on a migrated %s database", (engine) => {
  let database: DatabaseHandle;
  let folder: string;
  beforeEach(async () => {
    database = await openTestDatabase(engine);
    folder = mkdtempSync(join(tmpdir(), "ondine-migrations-"));
    cpSync(migrationsFolder, folder, { recursive: true });
  }, 120_000);
  afterEach(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const journalPath = () => join(folder, "meta", "_journal.json");
  const readJournal = () => JSON.parse(readFileSync(journalPath(), "utf8")) as Journal;

  it("leaves an up-to-date schema alone, reading the journal but no migration's SQL (a restart)", async () => {
    // Drizzle's migrator reads every file the journal lists, and fails on one missing.
    const [first] = readJournal().entries;
    rmSync(join(folder, `${first?.tag}.sql`));

    expect(await migrateDatabase(database, { migrationsFolder: folder })).toBe(countCommittedMigrations());
  });

  it("applies a migration newer than the last one applied", async () => {
    const journal = readJournal();
    const last = journal.entries.at(-1);
    if (!last) throw new Error("no committed migration");
    const tag = "9999_restart_check";
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1_000, tag });
    writeFileSync(journalPath(), JSON.stringify(journal));
    writeFileSync(join(folder, `${tag}.sql`), "CREATE TABLE restart_check (id integer PRIMARY KEY);");

    expect(await migrateDatabase(database, { migrationsFolder: folder })).toBe(countCommittedMigrations() + 1);
    const { rows } = await database.db.execute<{ exists: boolean }>(
      sql`select to_regclass('restart_check') is not null as exists`,
    );
    expect(rows[0]?.exists).toBe(true);
  });
});
