import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors/app-error";
import { routeSchemaFor } from "../../openapi/route-schema";
import { metricsAccess } from "./metrics-access";

const metricsRoute = routeSchemaFor("Metrics");

/** Where Prometheus scrapes; its own requests are not counted (plugins/metrics.ts). */
export const metricsPath = "/api/metrics";

// Answered while the server sheds load: that is when the metrics matter most.
const answerUnderPressure = () => undefined;

/**
 * `GET /api/metrics` (docs/operations.md#metrics): for Prometheus, not for
 * people: no session, CSRF or rate limit, but METRICS_TOKEN as a bearer token.
 * Without METRICS_TOKEN it answers 404 as a call that does not exist.
 */
export async function metricsRoutes(app: FastifyInstance) {
  const schema = metricsRoute({
    summary: "The server's metrics, in Prometheus' text format",
    description:
      "Needs `Authorization: Bearer <METRICS_TOKEN>` (401 without it, or with another token); answers 404 when " +
      "METRICS_TOKEN is not set. Requests by route and status, the database pool, the outbox and job backlogs, " +
      "ingested items, live streams, the read cache and the process (docs/operations.md#metrics). Answered even " +
      "while the server sheds load.",
    auth: "none",
    success: { status: 200, description: "The metrics.", mediaType: "text/plain; version=0.0.4" },
  });
  app.get(
    "/metrics",
    { config: { actor: "none", pressureHandler: answerUnderPressure }, schema },
    async (request, reply) => {
      const access = metricsAccess(request.headers.authorization, app.config.metricsToken);
      if (access === "off") throw new AppError("NOT_FOUND", `No API call GET ${metricsPath}`);
      if (access === "refused") {
        reply.header("www-authenticate", "Bearer");
        throw new AppError("NOT_AUTHORIZED", "A missing or wrong metrics token.");
      }
      const scraped = await app.metrics.scrape();
      return reply.header("cache-control", "no-store").type(app.metrics.contentType).send(scraped);
    },
  );
}
