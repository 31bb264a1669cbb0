import { join } from "node:path";
import { PGlite, type PGliteOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { acquireDataDirLock } from "./data-dir-lock";
import type { Database, DatabaseHandle, DatabaseLogger } from "./database";
import { timeTrivialQuery } from "./ping";
import * as schema from "./schema";
import { engineTypeParsers } from "./type-parsers";

// Extensions must be loaded when PGlite starts for CREATE EXTENSION to find
// them later (pg_trgm: the search module's similarity indexes).
const extensions = { pg_trgm };

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly
 * heap, zeroed at start, so resident from the first second whatever the
 * database holds: 32 MB keep the demo's working set, the rest of its pages
 * come again from the operating system's file cache, and the server idles
 * about 100 MB lighter (docs/performance.md#cold-start). The WAL buffers,
 * 1/32 of the shared buffers by default, keep their 4 MB for the seed's bulk
 * writes. `startParams` replaces PGlite's own, so they come first.
 */
const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB", "-c", "wal_buffers=4MB"];

type QueryOptions = Parameters<PGlite["query"]>[2];

function withEngineParsers(options: QueryOptions): QueryOptions {
  return { ...options, parsers: { ...options?.parsers, ...engineTypeParsers } };
}

/**
 * Drizzle hands PGlite its own parsers on every query (raw timestamps), which
 * PGlite lets win over the instance's; put ours back on top, in transactions too.
 */
function preferEngineParsers(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = (text, params, options) => query(text, params, withEngineParsers(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx: Transaction) => {
      const txQuery = tx.query.bind(tx);
      // Assigned, not spread: the transaction's `closed` getter must stay live.
      tx.query = (text, params, options) => txQuery(text, params, withEngineParsers(options));
      return callback(tx);
    });
}

export type PgliteLocation = { kind: "memory"; startFrom?: Blob | undefined } | { kind: "files"; dataDir: string };

/** Embedded PostgreSQL: in memory (tests) or in `dataDir/pglite`, locked to this process. */
export async function openPglite(location: PgliteLocation, logger?: DatabaseLogger): Promise<DatabaseHandle> {
  const lock = location.kind === "files" ? acquireDataDirLock(location.dataDir, logger ? { logger } : {}) : undefined;
  let client: PGlite;
  try {
    const options: PGliteOptions = { extensions, parsers: engineTypeParsers, startParams };
    client =
      location.kind === "files"
        ? await PGlite.create(join(location.dataDir, "pglite"), options)
        : await PGlite.create(location.startFrom ? { ...options, loadDataDir: location.startFrom } : options);
  } catch (error) {
    lock?.release();
    throw error;
  }
  preferEngineParsers(client);
  const db: Database = drizzle({ client, schema });

  let closing: Promise<void> | undefined;
  return {
    db,
    // One embedded database, no replica: heavy reads use it too.
    readDb: db,
    replica: () => ({ state: "none", lagSeconds: null }),
    engine: "pglite",
    ping: () => timeTrivialQuery(db),
    // One process per data folder (the DATA_DIR lock): no other instance to wait for.
    withSessionLock: (_name, work) => work(),
    async listen(channel, listener) {
      // One connection: notifications arrive with the results of the queries that follow their commit.
      const unlisten = await client.listen(channel, (payload) => listener.onNotification(payload));
      listener.onListening(true);
      return unlisten;
    },
    dumpDataDir: () => client.dumpDataDir("none"),
    close() {
      closing ??= client.close().finally(() => lock?.release());
      return closing;
    },
  };
}
