import { randomBytes } from "node:crypto";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "@ondine/server/db";
import { sql } from "drizzle-orm";

/** Runs `work` on the server's maintenance database (CREATE and DROP DATABASE cannot run inside the one they touch). */
async function onServer(serverUrl: string, work: (server: DatabaseHandle) => Promise<unknown>): Promise<void> {
  const server = await openDatabase({ databaseUrl: serverUrl });
  try {
    await work(server);
  } finally {
    await server.close();
  }
}

/**
 * Creates a database named `prefix` plus a random suffix on the server of
 * `serverUrl`, migrates it, hands it to `work` and drops it afterwards,
 * whether `work` succeeded or not: a benchmark leaves nothing behind.
 */
export async function withThrowawayDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (database: DatabaseHandle, databaseUrl: string, databaseName: string) => Promise<T>,
): Promise<T> {
  const databaseName = `${prefix}_${randomBytes(4).toString("hex")}`;
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  await onServer(serverUrl, (server) => server.db.execute(sql.raw(`create database ${databaseName}`)));
  try {
    const database = await openDatabase({ databaseUrl });
    try {
      await migrateDatabase(database);
      return await work(database, databaseUrl, databaseName);
    } finally {
      await database.close();
    }
  } finally {
    await onServer(serverUrl, (server) =>
      server.db.execute(sql.raw(`drop database if exists ${databaseName} with (force)`)),
    );
  }
}
