import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db";
import type { SearchDeps } from "./search.service";
import { createSearchLimits, defaultSearchLimits, searchConnectionsOfPool } from "./search-limits";

const depsOfDatabase = new WeakMap<DatabaseHandle, SearchDeps>();

/**
 * Where an app's searches run, one set of limits per app's database (docs/search.md
 * "Search limits"): the search proxy and the GraphQL connections share it, so a
 * caller's share of searches is one share whichever API asks.
 */
export function searchDependencies(app: FastifyInstance): SearchDeps {
  let deps = depsOfDatabase.get(app.database);
  if (!deps) {
    deps = {
      database: { db: app.database.db, engine: app.database.engine, timeoutMs: app.config.searchTimeoutMs },
      readDatabase: { db: app.database.readDb, engine: app.database.engine, timeoutMs: app.config.searchTimeoutMs },
      limits: createSearchLimits({
        ...defaultSearchLimits,
        searchConnections: searchConnectionsOfPool(app.config.databasePool.size),
      }),
    };
    depsOfDatabase.set(app.database, deps);
  }
  return deps;
}
