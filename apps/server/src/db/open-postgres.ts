import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database, DatabaseHandle, DatabaseLogger } from "./database";
import { listenOnPostgres } from "./listen-postgres";
import { timeTrivialQuery } from "./ping";
import * as schema from "./schema";
import { engineTypeParser } from "./type-parsers";

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

type TypeFormat = "text" | "binary";
type TypeParserSource = { getTypeParser: (typeId: number, format?: TypeFormat) => unknown };

/** Our parsers first, then the ones the query or the pool would use. */
function preferEngineTypes(fallback: TypeParserSource): TypeParserSource {
  return {
    getTypeParser: (typeId: number, format?: TypeFormat) =>
      (format === "binary" ? undefined : engineTypeParser(typeId)) ?? fallback.getTypeParser(typeId, format),
  };
}

/**
 * Drizzle gives pg a per-query `types` (raw timestamps) that replaces the
 * pool's and falls back to pg's process-wide registry. Rather than changing
 * that registry for every pg user in the process, each connection of this
 * pool puts our parsers first.
 */
function preferEngineTypesOnQueries(client: pg.ClientBase): void {
  const query: (...args: unknown[]) => unknown = client.query.bind(client);
  const wrapped = (config: unknown, ...rest: unknown[]) => {
    if (typeof config === "object" && config !== null && "types" in config && config.types) {
      return query({ ...config, types: preferEngineTypes(config.types as TypeParserSource) }, ...rest);
    }
    return query(config, ...rest);
  };
  client.query = wrapped as typeof client.query;
}

/**
 * Connections of the pool, set rather than pg's default of 10: searches may
 * hold half of them (docs/search.md "Search limits"), the rest stay for
 * every other request. With several app instances, their total must stay
 * under the server's max_connections (100 by default).
 */
export const postgresPoolSize = 20;

/** A PostgreSQL server through a pg pool. */
export async function openPostgres(databaseUrl: string, logger?: DatabaseLogger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: postgresPoolSize,
    // Queries without their own `types` (pool.query, the migrator's) use these.
    types: preferEngineTypes(pg.types),
    async onConnect(client) {
      preferEngineTypesOnQueries(client);
      // PGlite runs in UTC; date_trunc and casts to date must agree with it.
      await client.query("set time zone 'UTC'");
    },
  });
  // An idle connection the server drops (restart, failover) is reported
  // here; without a listener Node would end the process. The pool replaces
  // it on the next query, and a down database shows in /api/health.
  pool.on("error", (error) => {
    logger?.warn({ err: error }, "An idle PostgreSQL connection failed");
  });
  // Fail now with the server's reason (refused, unknown database, bad
  // password) rather than on the first request.
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end();
    throw new DatabaseConnectionError(databaseUrl, error);
  }
  const db = drizzle({ client: pool, schema }) as unknown as Database;

  let closing: Promise<void> | undefined;
  return {
    db,
    engine: "postgres",
    ping: () => timeTrivialQuery(db),
    listen: (channel, listener) => listenOnPostgres(databaseUrl, channel, listener, logger),
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
