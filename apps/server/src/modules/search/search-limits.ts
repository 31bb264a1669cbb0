import { Semaphore, type SemaphoreInterface, withTimeout } from "async-mutex";
import { defaultPostgresPoolSize } from "../../db/postgres-pool-settings";
import { TooManyRequestsError } from "../../errors/app-error";

/** docs/search.md "Search limits": what one caller and all searches of this process may hold at once. */
export type SearchLimitSettings = {
  /** Searches one caller runs at once; the next one waits. */
  readonly searchesPerCaller: number;
  /** How long that next search waits for one of them to end before it answers 429. */
  readonly callerWaitMs: number;
  /** Database connections one caller's searches hold at once (a search with aggregations runs several queries). */
  readonly connectionsPerCaller: number;
  /** Database connections all searches hold at once: the rest of the pool stays for every other request. */
  readonly searchConnections: number;
};

/** Half of the pool's connections (DATABASE_POOL_SIZE), at least one: the rest stay for every other request. */
export function searchConnectionsOfPool(poolSize: number): number {
  return Math.max(1, Math.floor(poolSize / 2));
}

export const defaultSearchLimits: SearchLimitSettings = {
  searchesPerCaller: 2,
  callerWaitMs: 2000,
  connectionsPerCaller: 3,
  searchConnections: searchConnectionsOfPool(defaultPostgresPoolSize),
};

/** Seconds a client refused with 429 is told to wait (Retry-After). */
export const searchRetryAfterSeconds = 1;

/** Runs one database query of a search within the caller's and the process's share of connections. */
export type LimitedQuery = <T>(work: () => Promise<T>) => Promise<T>;

type CallerState = { searches: SemaphoreInterface; connections: Semaphore; users: number };

export type SearchLimits = {
  /**
   * Runs one search of `caller` (waiting up to `callerWaitMs` behind the
   * caller's running ones, else 429 TOO_MANY_REQUESTS); the search sends
   * each of its queries through the `query` it is given.
   */
  runSearch<T>(caller: string, search: (query: LimitedQuery) => Promise<T>): Promise<T>;
  /** Callers with a search running or waiting (their state is dropped when they have none). */
  readonly activeCallers: number;
};

/**
 * The search limits of one app instance, in its memory: several instances
 * behind a load balancer each apply them (docs/search.md "Search limits").
 */
export function createSearchLimits(settings: SearchLimitSettings = defaultSearchLimits): SearchLimits {
  const callers = new Map<string, CallerState>();
  const searchConnections = new Semaphore(settings.searchConnections);
  // withTimeout rejects with this marker; each refusal gets its own AppError below.
  const waitedTooLong = new Error("search wait timed out");

  const stateOf = (caller: string): CallerState => {
    let state = callers.get(caller);
    if (!state) {
      state = {
        searches: withTimeout(new Semaphore(settings.searchesPerCaller), settings.callerWaitMs, waitedTooLong),
        connections: new Semaphore(settings.connectionsPerCaller),
        users: 0,
      };
      callers.set(caller, state);
    }
    return state;
  };

  return {
    async runSearch(caller, search) {
      const state = stateOf(caller);
      state.users += 1;
      try {
        // The caller's own share first, then the process's: neither waits while holding the other.
        const query: LimitedQuery = (work) =>
          state.connections.runExclusive(() => searchConnections.runExclusive(work));
        return await state.searches.runExclusive(() => search(query));
      } catch (error) {
        if (error === waitedTooLong) {
          throw new TooManyRequestsError(
            searchRetryAfterSeconds,
            `You already run ${settings.searchesPerCaller} searches: try again in a moment.`,
          );
        }
        throw error;
      } finally {
        state.users -= 1;
        if (state.users === 0) callers.delete(caller);
      }
    },
    get activeCallers() {
      return callers.size;
    },
  };
}
