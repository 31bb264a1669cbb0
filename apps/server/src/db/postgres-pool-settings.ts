import type pg from "pg";

/**
 * The bounds of the pg pool (docs/operations.md#database-faults): how many
 * connections, how long a request waits for one, how long one statement may
 * run on the server, and how long the client waits for any answer at all.
 * 0 means "no bound" for the last three.
 */
export type PostgresPoolSettings = {
  /** Connections of the pool (DATABASE_POOL_SIZE). */
  readonly size: number;
  /** Longest wait for a free connection, or for a new one to open (DATABASE_POOL_WAIT_MS). */
  readonly waitMs: number;
  /** The server cancels a statement running longer (`statement_timeout`, DATABASE_STATEMENT_TIMEOUT_MS). */
  readonly statementTimeoutMs: number;
  /** pg gives up on an answer after this (`query_timeout`): a dead peer is noticed, not waited on forever. */
  readonly queryTimeoutMs: number;
};

/**
 * Connections of the pool unless DATABASE_POOL_SIZE says otherwise, set
 * rather than pg's default of 10: searches may hold half of them
 * (docs/search.md "Search limits"), the rest stay for every other request.
 * With several app instances, their total must stay under the server's
 * max_connections (100 by default).
 */
export const defaultPostgresPoolSize = 20;

/**
 * How much longer than the longest statement the client waits before it
 * takes the connection for dead: the server's own cancellation comes first
 * and says why.
 */
export const queryTimeoutMarginMs = 5_000;

/**
 * The pool of the tools, benchmarks and tests (openDatabase without
 * settings): no bound, as they run long statements on purpose (the seed's
 * index builds, a benchmark's large set) and serve no one waiting.
 */
export const unboundedPoolSettings: PostgresPoolSettings = {
  size: defaultPostgresPoolSize,
  waitMs: 0,
  statementTimeoutMs: 0,
  queryTimeoutMs: 0,
};

/**
 * The server's bounds from its settings. The client's wait covers the
 * longest statement any caller may run, the search's own LOCAL timeout
 * (SEARCH_TIMEOUT_SECONDS) included, so that a search over its bound is
 * cancelled by the server (503 SEARCH_TIMEOUT) rather than cut by the client.
 */
export function boundedPoolSettings(settings: {
  size: number;
  waitMs: number;
  statementTimeoutMs: number;
  longestLocalTimeoutMs: number;
}): PostgresPoolSettings {
  const { size, waitMs, statementTimeoutMs, longestLocalTimeoutMs } = settings;
  const queryTimeoutMs =
    statementTimeoutMs === 0 ? 0 : Math.max(statementTimeoutMs, longestLocalTimeoutMs) + queryTimeoutMarginMs;
  return { size, waitMs, statementTimeoutMs, queryTimeoutMs };
}

/** The pg.Pool options that carry the bounds (0 is pg's own "no bound" for both timeouts). */
export function poolBoundOptions(settings: PostgresPoolSettings): pg.PoolConfig {
  return {
    max: settings.size,
    connectionTimeoutMillis: settings.waitMs,
    query_timeout: settings.queryTimeoutMs,
  };
}

/** Sets the statement timeout on a new connection of the pool (the session's default; a transaction may SET LOCAL its own). */
export async function applyStatementTimeout(client: pg.ClientBase, settings: PostgresPoolSettings): Promise<void> {
  if (settings.statementTimeoutMs === 0) return;
  await client.query(`set statement_timeout = ${Math.round(settings.statementTimeoutMs)}`);
}

// pg's own error for its `query_timeout`, which carries no code to test instead.
const readTimeoutMessage = "Query read timeout";

/**
 * When pg gives up waiting for an answer (`query_timeout`), the query is
 * still in flight on the connection, and pg would send the next one (a
 * transaction's ROLLBACK, the next request's) behind it. The connection is
 * taken for dead and closed: what is queued on it fails at once, and the
 * pool drops it on release instead of lending it again.
 */
export function closeConnectionOnReadTimeout(client: pg.ClientBase): void {
  // The pool's connections are Clients (PoolConnection); onConnect types them as their base.
  const { connection } = client as pg.Client;
  const query: (...args: unknown[]) => unknown = client.query.bind(client);
  const watched = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === readTimeoutMessage) connection.stream.destroy();
      });
    }
    return result;
  };
  client.query = watched as typeof client.query;
}

/**
 * pg-pool listens for a connection's errors only while it sits idle: one
 * lent to a transaction that the server drops (a restart, a terminated
 * backend) emits an 'error' nobody hears, which would end the process. The
 * failure already reaches the transaction's queries, and the pool discards
 * the connection when it comes back; here it is only heard.
 */
export function absorbConnectionErrors(client: pg.ClientBase): void {
  client.on("error", () => {});
}
