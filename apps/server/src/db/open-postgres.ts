import { drizzle } from "drizzle-orm/node-postgres";
import type { Database, DatabaseHandle, DatabaseLogger } from "./database";
import { listenOnPostgres } from "./listen-postgres";
import { type OpenedReplica, openReplica, type ReplicaOptions } from "./open-replica";
import { timeTrivialQuery } from "./ping";
import { observePoolStats } from "./pool-stats";
import { createPostgresPool } from "./postgres-pool";
import { type PostgresPoolSettings, unboundedPoolSettings } from "./postgres-pool-settings";
import * as schema from "./schema";
import { withPostgresSessionLock } from "./session-lock";

/** The server named by DATABASE_URL cannot be reached or refuses us; the message says why, without the password. */
export class DatabaseConnectionError extends Error {
  constructor(databaseUrl: string, cause: unknown) {
    const url = new URL(databaseUrl);
    const where = `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
    super(`Cannot connect to PostgreSQL at ${where}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = "DatabaseConnectionError";
  }
}

/** What else a PostgreSQL database is reached through, beside DATABASE_URL's pool. */
export type PostgresConnections = {
  /**
   * DATABASE_DIRECT_URL: the same database without a transaction pooler in
   * between, for what lives on one session (LISTEN, session advisory locks;
   * docs/operations.md#pgbouncer). Unset: DATABASE_URL.
   */
  directUrl?: string | undefined;
  /** DATABASE_REPLICA_URL and its lag bound: heavy reads go there (`readDb`). */
  replica?: ReplicaOptions | undefined;
};

/**
 * A PostgreSQL server through a pg pool, within `poolSettings`' bounds
 * (docs/operations.md#database-faults): the server's from its settings,
 * none for tools and tests.
 */
export async function openPostgres(
  databaseUrl: string,
  logger?: DatabaseLogger,
  poolSettings: PostgresPoolSettings = unboundedPoolSettings,
  connections: PostgresConnections = {},
): Promise<DatabaseHandle> {
  const directUrl = connections.directUrl ?? databaseUrl;
  const pool = createPostgresPool(databaseUrl, poolSettings, logger, "primary");
  const poolStats = observePoolStats(pool);
  // Fail now with the server's reason (refused, unknown database, bad
  // password) rather than on the first request.
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end();
    throw new DatabaseConnectionError(databaseUrl, error);
  }
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  let replica: OpenedReplica | undefined;
  if (connections.replica) replica = await openReplica(pool, connections.replica, poolSettings, logger);

  let closing: Promise<void> | undefined;
  return {
    db,
    readDb: replica?.readDb ?? db,
    replica: () => replica?.status() ?? { state: "none", lagSeconds: null },
    engine: "postgres",
    ping: () => timeTrivialQuery(db),
    poolStats,
    listen: (channel, listener) => listenOnPostgres(directUrl, channel, listener, logger),
    withSessionLock: (name, work) => withPostgresSessionLock(directUrl, name, work),
    close() {
      closing ??= Promise.all([pool.end(), replica?.close()]).then(() => undefined);
      return closing;
    },
  };
}
