import { ingestBatchSchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../errors/parse-with";
import { requireCollector } from "./collectors.service";
import { ingestBatch } from "./ingest.service";

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
}
