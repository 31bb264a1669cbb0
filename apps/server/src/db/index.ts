export { type OpenDatabaseOptions, openDatabase } from "./client";
export { countCommittedMigrations } from "./committed-migrations";
export {
  acquireDataDirLock,
  type DataDirLock,
  DataDirLockedError,
  type LockOwner,
  lockFileName,
} from "./data-dir-lock";
export type { Database, DatabaseHandle, DatabaseLogger, NotificationListener, ReplicaStatus } from "./database";
export { countAppliedMigrations, migrateDatabase } from "./migrate";
export { DatabaseConnectionError } from "./open-postgres";
export type { PoolStats } from "./pool-stats";
export {
  boundedPoolSettings,
  defaultPostgresPoolSize,
  type PostgresPoolSettings,
  unboundedPoolSettings,
} from "./postgres-pool-settings";
export type { CouponRecord } from "./schema";
export * as schema from "./schema";
