import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database, DatabaseLogger, ReplicaStatus } from "./database";
import { createPostgresPool } from "./postgres-pool";
import type { PostgresPoolSettings } from "./postgres-pool-settings";
import { startReplicaLagMonitor } from "./replica-lag-monitor";
import { ReadRoutingPool } from "./replica-routing-pool";
import * as schema from "./schema";

export type ReplicaOptions = {
  /** DATABASE_REPLICA_URL: a hot standby streaming from the primary. */
  url: string;
  /** REPLICA_MAX_LAG_SECONDS: further behind, its reads go to the primary. */
  maxLagSeconds: number;
  /** How often the lag is measured (tests shorten it). */
  checkIntervalMs?: number;
};

export type OpenedReplica = {
  /** The replica while in step, else the primary, query by query. */
  readDb: Database;
  status(): ReplicaStatus;
  close(): Promise<void>;
};

/**
 * Seconds the replica's replay is behind the primary: 0 when it has replayed
 * all it received and still receives, else the age of the last transaction
 * it replayed (which grows while replay is paused or the stream is cut). A
 * server that is not a standby has no lag to measure: 0.
 */
const lagQuery = sql`
  select case
    when not pg_is_in_recovery() then 0
    when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
      and exists (select 1 from pg_stat_wal_receiver where status = 'streaming') then 0
    else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
  end::float8 as lag_seconds`;

/**
 * Opens the read replica beside the primary's pool (docs/operations.md#replica):
 * a pool of its own with the primary's settings, its lag monitor, and the
 * read database that routes between them. A replica that does not answer at
 * start does not stop the server: its reads go to the primary until it does.
 */
export async function openReplica(
  primary: pg.Pool,
  options: ReplicaOptions,
  settings: PostgresPoolSettings,
  logger?: DatabaseLogger,
): Promise<OpenedReplica> {
  const pool = createPostgresPool(options.url, settings, logger, "replica");
  const replicaDb = drizzle({ client: pool, schema }) as unknown as Database;
  const monitor = startReplicaLagMonitor({
    measureLagSeconds: async () => {
      const { rows } = await replicaDb.execute<{ lag_seconds: number }>(lagQuery);
      return Number(rows[0]?.lag_seconds ?? 0);
    },
    maxLagSeconds: options.maxLagSeconds,
    intervalMs: options.checkIntervalMs,
    logger,
  });
  await monitor.check();
  const readDb = drizzle({ client: new ReadRoutingPool(pool, primary, monitor) as unknown as pg.Pool, schema });

  let closing: Promise<void> | undefined;
  return {
    readDb: readDb as unknown as Database,
    status: () => monitor.status(),
    close() {
      monitor.stop();
      closing ??= pool.end();
      return closing;
    },
  };
}
