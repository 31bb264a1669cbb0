import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseEngine } from "@ondine/domain";
import pg from "pg";
import { type DatabaseHandle, migrateDatabase, type OpenDatabaseOptions, openDatabase } from "../db";
import { migrationsFolder } from "../server-package";

const testServerUrl = process.env.TEST_DATABASE_URL;
/**
 * The same server without a pooler, when TEST_DATABASE_URL goes through one
 * (`tools/ci/pgbouncer.sh run`): databases are made and dropped there, and a
 * test database's handle LISTENs and takes session locks there, as the server
 * does with DATABASE_DIRECT_URL (docs/operations.md#pgbouncer).
 */
const testServerDirectUrl = process.env.TEST_DATABASE_DIRECT_URL ?? testServerUrl;

/**
 * The engine integration tests run on: PostgreSQL when TEST_DATABASE_URL names
 * a server (CI; any database on it, tests create their own), else the embedded
 * PGlite (a newcomer's machine, nothing to install). The two engines answer the
 * same SQL the same way, so running everything twice buys little: what differs
 * is in `engineDependentEngines`, and `src/pglite-smoke.test.ts` calls every
 * module once on PGlite. Use with
 * `describe.each(testEngines)("... on %s", (engine) => ...)`.
 */
export const testEngines: DatabaseEngine[] = testServerUrl ? ["postgres"] : ["pglite"];

/**
 * Both engines when TEST_DATABASE_URL is set, PGlite alone otherwise: for the
 * tests of what the engine itself does differently, each file saying which in
 * a comment where it uses this: migrations, LISTEN/NOTIFY (one connection on
 * PGlite, a listening client on PostgreSQL), advisory locks and concurrent
 * transactions, the embedded database's start-up, files and lock, type parsers,
 * SQL that only one engine's version accepts.
 */
export const engineDependentEngines: DatabaseEngine[] = testServerUrl ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated, empty database of that engine, for one test file or one
 * test: in-memory PGlite, or a throwaway database on the TEST_DATABASE_URL
 * server that close() drops.
 */
export async function openTestDatabase(engine: DatabaseEngine): Promise<DatabaseHandle> {
  return engine === "pglite" ? openMigratedPglite() : openThrowawayPostgres();
}

/**
 * What the committed migrations are: a template made from other migrations is
 * never reused (the file list and every file's bytes, journal included).
 */
function migrationsDigest(): string {
  const hash = createHash("sha256");
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      hash.update(path.slice(migrationsFolder.length));
      if (entry.isDirectory()) walk(path);
      else hash.update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

let digest: string | undefined;
const templateDigest = () => {
  digest ??= migrationsDigest();
  return digest;
};

// Migrating an empty database is most of what opening a test database costs (PGlite's initdb and the
// migrations: seconds on a loaded 2-core machine, and some 150 test files open one or more). The first
// open migrates once and keeps the result as a template; the others start from it: a PGlite data
// directory tarball in the system's temporary folder (shared by vitest's workers, one per migrations
// digest), a template database on the PostgreSQL server (one per TEST_DATABASE_URL database and digest).

/** In-memory PGlite from the migrated template, made (and written) on first use. */
async function openMigratedPglite(): Promise<DatabaseHandle> {
  const templatePath = join(tmpdir(), `ondine-test-pglite-${templateDigest()}.tar`);
  const template = await readFile(templatePath).catch(() => undefined);
  if (template) {
    const handle = await openDatabase({ memory: true, startFrom: new Blob([template]) }).catch(() => undefined);
    if (handle) return handle;
  }
  const handle = await openDatabase({ memory: true });
  try {
    await migrateDatabase(handle);
    const dump = await handle.dumpDataDir?.();
    if (dump) {
      // Written aside then renamed: a worker never reads a half-written template.
      const partial = `${templatePath}.${process.pid}.${randomBytes(4).toString("hex")}`;
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, templatePath);
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** The URLs of each throwaway PostgreSQL database opened here (pooled and direct), by its handle. */
const throwawayUrls = new WeakMap<DatabaseHandle, { url: string; directUrl: string }>();

/**
 * Another handle (its own pool and listening connection) on the throwaway
 * PostgreSQL database `handle` opened, as a second app instance sharing it
 * would open one, with `options` of its own (a read replica, a bounded pool). Close it before
 * `handle`, which drops the database.
 */
export function openSameDatabase(
  handle: DatabaseHandle,
  options: Pick<OpenDatabaseOptions, "logger" | "postgresConnections" | "postgresPool"> = {},
): Promise<DatabaseHandle> {
  const urls = throwawayUrls.get(handle);
  if (!urls) throw new Error("openSameDatabase: only for a PostgreSQL database from openTestDatabase");
  return openDatabase({
    databaseUrl: urls.url,
    logger: options.logger,
    postgresPool: options.postgresPool,
    postgresConnections: { directUrl: urls.directUrl, ...options.postgresConnections },
  });
}

/** The URL of the throwaway PostgreSQL database `handle` opened (through the pooler, if the tests use one). */
export function throwawayDatabaseUrl(handle: DatabaseHandle): string {
  const urls = throwawayUrls.get(handle);
  if (!urls) throw new Error("throwawayDatabaseUrl: only for a PostgreSQL database from openTestDatabase");
  return urls.url;
}

async function withServerConnection<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs `statement` (create or drop a database) on the TEST_DATABASE_URL server, on a connection of its own. */
export async function runOnTestServer(statement: string): Promise<void> {
  if (!testServerUrl) throw new Error("runOnTestServer needs TEST_DATABASE_URL");
  await withServerConnection(testServerUrl, (client) => client.query(statement));
}

/** The database URL `name` on the server of `serverUrl`. */
export function urlOfDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The migrated template database on the TEST_DATABASE_URL server, made once
 * under an advisory lock (workers race for it). Named after the run's
 * database, so that `tools/ci/postgres-database.mjs drop` drops it with it.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const runDatabase = new URL(serverUrl).pathname.slice(1) || "postgres";
  const name = `${runDatabase}_tpl_${templateDigest()}`.slice(0, 63);
  await withServerConnection(serverUrl, async (client) => {
    await client.query("select pg_advisory_lock(hashtext($1))", [name]);
    try {
      const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
      if (rowCount) return;
      const building = `${name.slice(0, 55)}_partial`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const handle = await openDatabase({ databaseUrl: urlOfDatabase(serverUrl, building) });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
    }
  });
  return name;
}

async function openThrowawayPostgres(): Promise<DatabaseHandle> {
  if (!testServerUrl || !testServerDirectUrl) {
    throw new Error("TEST_DATABASE_URL is not set: no PostgreSQL server to test on");
  }
  // Made, migrated and dropped without the pooler: a template must have no connection open on it,
  // and a pooler keeps its server connections after its clients have gone.
  const serverUrl = testServerDirectUrl;
  const template = await migratedPostgresTemplate(serverUrl);
  const name = `ondine_t_${randomBytes(6).toString("hex")}`;
  await withServerConnection(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  const url = urlOfDatabase(testServerUrl, name);
  const directUrl = urlOfDatabase(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, postgresConnections: { directUrl } });
  let closing: Promise<void> | undefined;
  const throwaway: DatabaseHandle = {
    ...handle,
    close() {
      closing ??= handle.close().then(() =>
        // WITH (FORCE), PostgreSQL 13+: a connection a failed test left open must not keep it.
        withServerConnection(serverUrl, async (client) => {
          await client.query(`drop database if exists ${name} with (force)`);
        }),
      );
      return closing;
    },
  };
  throwawayUrls.set(throwaway, { url, directUrl });
  return throwaway;
}
