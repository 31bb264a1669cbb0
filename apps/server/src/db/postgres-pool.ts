import pg from "pg";
import type { DatabaseLogger } from "./database";
import { PoolConnection } from "./pool-connect-failures";
import {
  absorbConnectionErrors,
  applyStatementTimeout,
  closeConnectionOnReadTimeout,
  type PostgresPoolSettings,
  poolBoundOptions,
} from "./postgres-pool-settings";
import { baseApplicationName, nameConnectionAfterRequest } from "./request-application-name";
import { engineTypeParser } from "./type-parsers";

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
 * A pg pool as the app opens each of its own, the primary's and the read
 * replica's: our type parsers, its bounds, and the same session on every
 * connection, so that a read answers alike from either server. Connects
 * lazily; `which` names it in the log.
 */
export function createPostgresPool(
  connectionString: string,
  settings: PostgresPoolSettings,
  logger: DatabaseLogger | undefined,
  which: "primary" | "replica",
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    // What connections are called outside requests (db/request-application-name.ts); the URL's wins.
    application_name: baseApplicationName,
    ...poolBoundOptions(settings),
    // Its failures to connect are known as the database's (a 503, not a 500).
    Client: PoolConnection,
    // Queries without their own `types` (pool.query, the migrator's) use these.
    types: preferEngineTypes(pg.types),
    async onConnect(client) {
      preferEngineTypesOnQueries(client);
      closeConnectionOnReadTimeout(client);
      absorbConnectionErrors(client);
      nameConnectionAfterRequest(client);
      // PGlite runs in UTC; date_trunc and casts to date must agree with it. A SET
      // survives PgBouncer's transaction pooling only because TimeZone is one of
      // the parameters it tracks per client (docs/operations.md#pgbouncer).
      await client.query("set time zone 'UTC'");
      await applyStatementTimeout(client, settings);
    },
  });
  // An idle connection the server drops (restart, failover) is reported
  // here; without a listener Node would end the process. The pool replaces
  // it on the next query, and a down database shows in /api/health.
  pool.on("error", (error) => {
    logger?.warn({ err: error, database: which }, "An idle PostgreSQL connection failed");
  });
  return pool;
}
