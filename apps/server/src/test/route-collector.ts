import type { FastifyInstance } from "fastify";

/**
 * The `METHOD url` of every API route the app registers from now on, filled
 * as the app boots: call before `app.ready()`. Tests that must cover every
 * route compare it with their table, so a new route cannot slip past them.
 */
export function collectApiRoutes(app: FastifyInstance): Set<string> {
  const registered = new Set<string>();
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method === "HEAD" || !route.url.startsWith("/api/")) continue;
      // Monitoring calls also answer with a trailing slash: one entry each.
      registered.add(`${method} ${route.url.replace(/(.)\/$/, "$1")}`);
    }
  });
  return registered;
}

/** The registered routes a table neither covers nor exempts, and the table's entries no route matches. */
export function routeTableGaps(registered: Set<string>, table: Iterable<string>) {
  const known = new Set(table);
  return {
    unlisted: [...registered].filter((route) => !known.has(route)).sort(),
    stale: [...known].filter((route) => !registered.has(route)).sort(),
  };
}
