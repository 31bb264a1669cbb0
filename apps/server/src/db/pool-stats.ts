import type pg from "pg";

/** A pg pool's connections as metrics report them (docs/operations.md#metrics). */
export type PoolStats = {
  /** Connections open, busy or idle. */
  total: number;
  /** Connections open and free. */
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
  /** Waits for a connection that gave up (DATABASE_POOL_WAIT_MS) since the pool opened. */
  waitTimeouts: number;
};

// pg-pool's own errors for a wait that gave up (on a busy pool, or while opening a new connection);
// they carry no code to test instead.
const waitTimeoutMessages = new Set([
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
]);

const isWaitTimeout = (error: unknown) => error instanceof Error && waitTimeoutMessages.has(error.message);

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * The pool's counts, read when asked, and the waits that timed out, counted
 * from here on: `pool.connect` (which `pool.query` also goes through) is
 * wrapped to notice them, in both its callback and promise forms.
 */
export function observePoolStats(pool: pg.Pool): () => PoolStats {
  let waitTimeouts = 0;
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  const counted = (callback?: ConnectCallback) => {
    if (callback) {
      return connect((error, client, done) => {
        if (isWaitTimeout(error)) waitTimeouts += 1;
        callback(error, client, done);
      });
    }
    const connecting = connect();
    connecting?.catch((error: unknown) => {
      if (isWaitTimeout(error)) waitTimeouts += 1;
    });
    return connecting;
  };
  pool.connect = counted as typeof pool.connect;
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, waitTimeouts });
}
