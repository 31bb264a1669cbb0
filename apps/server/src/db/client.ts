import type { DatabaseHandle, DatabaseLogger } from "./database";
import { openPglite } from "./open-pglite";
import { openPostgres, type PostgresConnections } from "./open-postgres";
import type { PostgresPoolSettings } from "./postgres-pool-settings";

export type OpenDatabaseOptions = {
  /** A PostgreSQL server; when unset, the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder (files under `dataDir/pglite`, lock at `dataDir/ondine.lock`). */
  dataDir?: string | undefined;
  /** PGlite in memory, for tests: nothing on disk, no lock. */
  memory?: boolean;
  /** With `memory`: start from this data directory (a `dumpDataDir` tarball) rather than an empty cluster. */
  startFrom?: Blob | undefined;
  logger?: DatabaseLogger | undefined;
  /** PostgreSQL only: the pool's bounds (the server's settings); unset, none (tools, tests). */
  postgresPool?: PostgresPoolSettings | undefined;
  /** PostgreSQL only: DATABASE_DIRECT_URL, and the read replica (docs/operations.md#replica). */
  postgresConnections?: PostgresConnections | undefined;
};

/**
 * Opens the database the settings name. A PGlite folder is locked to this
 * process first (DataDirLockedError when another holds it); close() releases it.
 */
export function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.logger, options.postgresPool, options.postgresConnections);
  }
  if (options.memory) return openPglite({ kind: "memory", startFrom: options.startFrom }, options.logger);
  if (!options.dataDir) {
    throw new Error("openDatabase needs a databaseUrl, a dataDir or memory: true");
  }
  return openPglite({ kind: "files", dataDir: options.dataDir }, options.logger);
}
