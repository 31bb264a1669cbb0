export { type OpenDatabaseOptions, openDatabase } from "./client";
export {
  acquireDataDirLock,
  type DataDirLock,
  DataDirLockedError,
  type LockOwner,
  lockFileName,
} from "./data-dir-lock";
export type { Database, DatabaseHandle, DatabaseLogger, NotificationListener } from "./database";
export { countAppliedMigrations, migrateDatabase } from "./migrate";
export { DatabaseConnectionError } from "./open-postgres";
export * as schema from "./schema";
