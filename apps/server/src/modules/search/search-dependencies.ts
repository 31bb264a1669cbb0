import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db";
import { registerFiguresCache } from "./figures/forget-code-figures";
import { listenToCodeChanges } from "./figures/listen-code-changes";
import { SearchFiguresCache } from "./figures/search-figures-cache";
import type { SearchDeps } from "./search.service";
import { createSearchLimits, defaultSearchLimits, searchConnectionsOfPool } from "./search-limits";

const depsOfDatabase = new WeakMap<DatabaseHandle, SearchDeps>();

/**
 * Where an app's searches run, one set of limits per app's database (docs/search.md
 * "Search limits"): the search proxy and the GraphQL connections share it, so a
 * caller's share of searches is one share whichever API asks. So do the figures
 * kept between code searches (docs/search.md "Figures kept between searches"),
 * which listen to the codes' changes once the app is ready, and which the
 * writers of codes reach through the database (`forgetCodeFigures`).
 */
export function searchDependencies(app: FastifyInstance): SearchDeps {
  let deps = depsOfDatabase.get(app.database);
  if (!deps) {
    const figures = new SearchFiguresCache();
    deps = {
      database: { db: app.database.db, engine: app.database.engine, timeoutMs: app.config.searchTimeoutMs },
      readDatabase: { db: app.database.readDb, engine: app.database.engine, timeoutMs: app.config.searchTimeoutMs },
      limits: createSearchLimits({
        ...defaultSearchLimits,
        searchConnections: searchConnectionsOfPool(app.config.databasePool.size),
      }),
      figures,
    };
    depsOfDatabase.set(app.database, deps);
    registerFiguresCache(app.database.db, figures);
    let stopListening: (() => Promise<void>) | undefined;
    const database = app.database;
    app.addHook("onReady", async () => {
      stopListening = await listenToCodeChanges(database, figures, app.log.child({ component: "search-figures" }));
    });
    app.addHook("onClose", async () => {
      await stopListening?.();
    });
  }
  return deps;
}
