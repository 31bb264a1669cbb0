import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "../server-package";
import { openTestDatabase, runOnTestServer, testEngines } from "../test/test-database";
import { openDatabase } from "./client";
import type { Database, DatabaseHandle } from "./database";
import { countAppliedMigrations, migrateDatabase } from "./migrate";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";

/** The tables and indexes of the public schema: what a complete migration leaves behind. */
async function schemaObjects(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select c.relkind::text || ' ' || c.relname as name
      from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'i', 'I', 'S', 'v', 'm')
     order by name`);
  return rows.map((row) => row.name);
}

function committedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

// Tests share nothing: the one test creates its own empty database and drops it.
// PostgreSQL only: PGlite has one process per folder (the DATA_DIR lock), so no second migrator.
describe.runIf(testEngines.includes("postgres"))("instances migrating one empty PostgreSQL database together", () => {
  const opened: DatabaseHandle[] = [];
  let emptyDatabase: string | undefined;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
    if (emptyDatabase) await runOnTestServer(`drop database if exists ${emptyDatabase} with (force)`);
    emptyDatabase = undefined;
  });

  it("both succeed and leave the complete schema", async () => {
    emptyDatabase = `ondine_t_${randomBytes(6).toString("hex")}`;
    await runOnTestServer(`create database ${emptyDatabase}`);
    const url = new URL(serverUrl);
    url.pathname = `/${emptyDatabase}`;
    const first = await openDatabase({ databaseUrl: url.toString() });
    opened.push(first);
    const second = await openDatabase({ databaseUrl: url.toString() });
    opened.push(second);

    // Without the migrations lock, both create the same tables at once and one fails on pg_class's unique index.
    const applied = await Promise.all([migrateDatabase(first), migrateDatabase(second)]);

    expect(applied).toEqual([committedMigrationCount(), committedMigrationCount()]);
    expect(await countAppliedMigrations(first.db)).toBe(committedMigrationCount());
    const reference = await openTestDatabase("postgres");
    opened.push(reference);
    expect(await schemaObjects(first.db)).toEqual(await schemaObjects(reference.db));
  });
});
