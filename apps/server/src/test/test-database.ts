import { randomBytes } from "node:crypto";
import type { DatabaseEngine } from "@ondine/domain";
import pg from "pg";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../db";

const testServerUrl = process.env.TEST_DATABASE_URL;

/**
 * The engines integration tests run on: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL names a server (any database on it; tests create their own).
 * Use with `describe.each(testEngines)("... on %s", (engine) => ...)`.
 */
export const testEngines: DatabaseEngine[] = testServerUrl ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated, empty database of that engine, for one test file or one
 * test: in-memory PGlite, or a throwaway database on the TEST_DATABASE_URL
 * server that close() drops.
 */
export async function openTestDatabase(engine: DatabaseEngine): Promise<DatabaseHandle> {
  const handle = engine === "pglite" ? await openDatabase({ memory: true }) : await openThrowawayPostgres();
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** The URL of each throwaway PostgreSQL database opened here, by its handle. */
const throwawayUrls = new WeakMap<DatabaseHandle, string>();

/**
 * Another handle (its own pool and listening connection) on the throwaway
 * PostgreSQL database `handle` opened, as a second app instance sharing it
 * would open one. Close it before `handle`, which drops the database.
 */
export function openSameDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const url = throwawayUrls.get(handle);
  if (!url) throw new Error("openSameDatabase: only for a PostgreSQL database from openTestDatabase");
  return openDatabase({ databaseUrl: url });
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

async function openThrowawayPostgres(): Promise<DatabaseHandle> {
  if (!testServerUrl) throw new Error("TEST_DATABASE_URL is not set: no PostgreSQL server to test on");
  const serverUrl = testServerUrl;
  const name = `ondine_t_${randomBytes(6).toString("hex")}`;
  await withServerConnection(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
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
  throwawayUrls.set(throwaway, url.toString());
  return throwaway;
}
