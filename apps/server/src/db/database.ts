import type { DatabaseEngine } from "@ondine/domain";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

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
  readonly engine: DatabaseEngine;
  /** Round trip of a trivial query, in milliseconds; rejects when the database does not answer. */
  ping(): Promise<number>;
  /**
   * LISTENs on `channel` on a connection of its own (pg: a dedicated client,
   * reconnected when lost; PGlite: its one connection). Resolves once
   * listening; the returned function stops.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
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

export type DatabaseLogger = {
  warn: (details: object, message: string) => void;
};
