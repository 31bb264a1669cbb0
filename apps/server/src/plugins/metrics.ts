import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { countQueuedJobs } from "../modules/jobs";
import { readOutboxBacklog } from "../modules/mail";
import { type AppMetrics, createAppMetrics, metricsPath, unmatchedRoute } from "../modules/metrics";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's metrics, scraped at GET /api/metrics (docs/operations.md#metrics). */
    metrics: AppMetrics;
  }
}

/**
 * The app's metrics, on a registry of its own: each answered request
 * (`onResponse`) by method, route pattern and status; the rest (the pool, the
 * outbox and job backlogs, live streams, the read cache, load shedding) read
 * from the app when scraped. Modules count what only they see through
 * `app.metrics` (the ingest's items). Registered before the routes, so that
 * its hook sees them all.
 */
export const metricsPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const metrics = createAppMetrics(
      {
        poolStats: app.database.poolStats,
        readOutboxBacklog: () => readOutboxBacklog(app.database.db, app.clock.now()),
        readJobQueue: () => countQueuedJobs(app.database.db, app.clock.now()),
        liveStreamsOpen: () => app.equipmentChanges.subscriberCount,
        readCacheStats: () => app.readCache.stats(),
        eventLoopLoad: () => app.eventLoopLoad(),
        logger: app.log,
      },
      { collectProcessMetrics: app.config.metricsToken !== undefined },
    );
    app.decorate("metrics", metrics);
    app.addHook("onResponse", async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === metricsPath) return;
      metrics.countRequest({
        method: request.method,
        route: route ?? unmatchedRoute,
        statusCode: reply.statusCode,
        durationSeconds: reply.elapsedTime / 1000,
      });
    });
  },
  {
    name: "ondine-metrics",
    dependencies: [
      "ondine-app-context",
      "ondine-database",
      "ondine-load-shedding",
      "ondine-read-cache",
      "ondine-live-equipment",
    ],
  },
);
