import { ingestBatchSchema, ingestMaintenanceFeedSchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../errors/parse-with";
import { requireCollector } from "./collectors.service";
import { ingestBatch } from "./ingest.service";
import { ingestMaintenanceFeed } from "./maintenance-feed.service";

/** A full batch (50,000 items) is a few megabytes of JSON. */
const batchBodyLimitBytes = 16 * 1_048_576;

/**
 * The ingest API (docs/ingest.md), for collectors rather than people:
 * `Authorization: Bearer <collector token>`, no session, no CSRF.
 */
export async function ingestRoutes(app: FastifyInstance) {
  app.post("/ingest/v1/batches", { bodyLimit: batchBodyLimitBytes }, async (request) => {
    const collector = await requireCollector(app.database.db, request);
    const batch = parseWith(ingestBatchSchema, request.body);
    return ingestBatch(app.database.db, collector, batch, {
      now: app.clock.now(),
      retentionMonths: app.config.monitoringRetentionMonths,
    });
  });

  // The NOC's ticketing system: events and interventions of the collector's sites.
  app.post("/ingest/v1/maintenance", async (request) => {
    const collector = await requireCollector(app.database.db, request);
    const feed = parseWith(ingestMaintenanceFeedSchema, request.body);
    return ingestMaintenanceFeed(app.database.db, collector, feed, { now: app.clock.now() });
  });
}
