import type { FastifyInstance } from "fastify";
import type { Database } from "./db";

/**
 * What most services need from the app: its database and its clock
 * (docs/architecture.md "Wiring a server module"). A routes plugin builds it
 * once when it registers and hands it to its services; a module whose
 * services need more (mail, SMS, configuration, a code generator) has its own
 * `<module>Dependencies(app)` that spreads this one. `db` may be a
 * transaction: `{ ...deps, db: tx }` runs a service inside the caller's.
 */
export type ModuleDependencies = {
  db: Database;
  now: () => Date;
};

export function moduleDependencies(app: FastifyInstance): ModuleDependencies {
  return { db: app.database.db, now: () => app.clock.now() };
}

/**
 * The same, with `db` the read database (`database.readDb`: the read replica
 * while it keeps within REPLICA_MAX_LAG_SECONDS, else the primary;
 * docs/operations.md#replica), for the heavy reads that may be a few seconds
 * behind: statistics, reporting, exports. Never for a read that follows the
 * caller's own write.
 */
export function lagTolerantDependencies(app: FastifyInstance): ModuleDependencies {
  return { db: app.database.readDb, now: () => app.clock.now() };
}
