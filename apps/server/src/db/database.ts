import type { DatabaseEngine, ReplicaState } from "@ondine/domain";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PoolStats } from "./pool-stats";
import type * as schema from "./schema";
import type { SessionLockName } from "./session-lock";

/**
 * What a raw `db.execute(sql\`...\`)` returns on both engines: PGlite's
 * Results and pg's QueryResult share `rows` (and only that is relied upon).
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this["row"]>;
}
type QueryRows<TRow> = { rows: TRow[] };

/**
 * The one Drizzle type every repository is written against, whichever engine
 * runs below. A transaction (`db.transaction(async (tx) => ...)`) is one too,
 * so repository functions take `db: Database` and work inside or outside one.
 */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  readonly db: Database;
  /**
   * For heavy reads that may be a few seconds behind (statistics, reporting,
   * exports, the statistics dashboards' searches), never a read after a write:
   * the read replica while it answers within REPLICA_MAX_LAG_SECONDS, else
   * `db` (docs/operations.md#replica). Chosen query by query; `db` without a replica.
   */
  readonly readDb: Database;
  /** The read replica as its lag monitor last saw it; "none" without DATABASE_REPLICA_URL. */
  replica(): ReplicaStatus;
  readonly engine: DatabaseEngine;
  /** Round trip of a trivial query, in milliseconds; rejects when the database does not answer. */
  ping(): Promise<number>;
  /**
   * LISTENs on `channel` on a connection of its own (pg: a dedicated client,
   * reconnected when lost; PGlite: its one connection). Resolves once
   * listening; the returned function stops.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other instance runs work of the same name on this
   * database (pg: a session advisory lock on a connection of its own, the
   * second instance waits; PGlite: just runs it, its folder is one
   * process's). For the migrations and the seed (docs/operations.md#instances).
   */
  withSessionLock<T>(name: SessionLockName, work: () => Promise<T>): Promise<T>;
  /** pg only: the pool's connections and the waits for one that gave up (metrics); PGlite has no pool. */
  poolStats?(): PoolStats;
  /** Closes the connections (and releases the data folder lock); safe to call twice. */
  close(): Promise<void>;
  /**
   * PGlite only: its data directory as an uncompressed tarball, which
   * `openDatabase({ memory: true, startFrom })` opens again (tests' migrated template).
   */
  dumpDataDir?(): Promise<Blob>;
};

/** What a LISTEN reports: each payload, and whether notifications may have been missed. */
export type NotificationListener = {
  onNotification(payload: string): void;
  /** false when the listening connection is lost (notifications may be missed), true when listening again. */
  onListening(listening: boolean): void;
};

/** The replica's state and replay lag in seconds (null when unknown: down, or no replica). */
export type ReplicaStatus = { state: ReplicaState; lagSeconds: number | null };

export type DatabaseLogger = {
  warn: (details: object, message: string) => void;
  /** For news that needs no action, such as the read replica being back. */
  info?: (details: object, message: string) => void;
};
