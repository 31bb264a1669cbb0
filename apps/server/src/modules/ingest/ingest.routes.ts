import { ingestBatchSchema, ingestMaintenanceFeedSchema } from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import type { IngestCollector } from "./collectors.repository";
import { requireCollector } from "./collectors.service";
import { ingestBatch } from "./ingest.service";
import { ingestMaintenanceFeed } from "./maintenance-feed.service";

declare module "fastify" {
  interface FastifyRequest {
    /** The collector of an ingest request, found from its token before its body is read. */
    collector: IngestCollector | null;
  }
}

/** A full batch (50,000 items) is a few megabytes of JSON. */
const batchBodyLimitBytes = 16 * 1_048_576;

const ingestRoute = routeSchemaFor("Ingest");

function collectorOf(request: FastifyRequest): IngestCollector {
  if (!request.collector) throw new AppError("NOT_AUTHORIZED");
  return request.collector;
}

/**
 * The ingest API (docs/ingest.md), for collectors rather than people:
 * `Authorization: Bearer <collector token>`, no session, no CSRF. The token
 * is checked in `onRequest`, before Fastify reads the body: a request
 * without a valid one answers 401 without its body being read or parsed.
 */
export async function ingestRoutes(app: FastifyInstance) {
  app.decorateRequest("collector", null);
  app.addHook("onRequest", async (request) => {
    request.collector = await requireCollector(app.database.db, request);
  });

  app.post(
    "/ingest/v1/batches",
    {
      bodyLimit: batchBodyLimitBytes,
      schema: ingestRoute({
        summary: "A collector's batch of equipment and line states, traffic, speed tests and ESLs",
        description: "Up to 50,000 items and 16 MiB (docs/ingest.md). A `batch_id` sent again is not counted twice.",
        auth: "collector",
        body: ingestBatchSchema,
      }),
    },
    async (request) => {
      const batch = parseDeclared(request, "body");
      return ingestBatch(app.database.db, collectorOf(request), batch, {
        now: app.clock.now(),
        retentionMonths: app.config.monitoringRetentionMonths,
      });
    },
  );

  // The NOC's ticketing system: events and interventions of the collector's sites.
  app.post(
    "/ingest/v1/maintenance",
    {
      schema: ingestRoute({
        summary: "The maintenance events and interventions of the collector's sites",
        auth: "collector",
        body: ingestMaintenanceFeedSchema,
      }),
    },
    async (request) => {
      const feed = parseDeclared(request, "body");
      return ingestMaintenanceFeed(app.database.db, collectorOf(request), feed, { now: app.clock.now() });
    },
  );
}
