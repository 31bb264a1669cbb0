import { countAppliedMigrations, type DatabaseHandle } from "../../db";

/** The database facts the health check reports. */
export function createHealthRepository(database: DatabaseHandle) {
  return {
    /** Milliseconds a trivial query takes; rejects when the database does not answer. */
    ping: () => database.ping(),
    countAppliedMigrations: () => countAppliedMigrations(database.db),
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
