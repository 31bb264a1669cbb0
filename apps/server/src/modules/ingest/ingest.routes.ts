import {
  collectorCommandParamsSchema,
  collectorCommandResultSchema,
  collectorCommandsQuerySchema,
  collectorIotCommandsAnswerSchema,
  ingestBatchAnswerSchema,
  ingestBatchSchema,
  ingestMaintenanceFeedSchema,
  iotCommandLifetimeMs,
  iotCommandMaxWaitSeconds,
  iotCommandRedeliveryMs,
  iotCommandResultAnswerSchema,
  maintenanceFeedAnswerSchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { rowIdFromPath } from "../../errors/path-id";
import { moduleDependencies } from "../../module-dependencies";
import { declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { recordIotCommandResult, waitForIotCommands } from "../iot";
import { settlePrivateKeyCommands } from "../private-wifi";
import { siteToolRunsPort } from "../site-tools";
import { type IngestCollector, requireCollector } from "./collectors.service";
import { ingestBatch } from "./ingest.service";
import { countIngestItems } from "./ingest-item-counts";
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
  const { db, now } = moduleDependencies(app);
  app.decorateRequest("collector", null);
  app.addHook("onRequest", async (request) => {
    request.collector = await requireCollector(db, request);
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
        success: {
          status: 200,
          description: "The items accepted, and those rejected with why.",
          schema: ingestBatchAnswerSchema,
        },
      }),
    },
    async (request) => {
      const batch = parseDeclared(request, "body");
      const answer = await ingestBatch(db, collectorOf(request), batch, {
        now: now(),
        retentionMonths: app.config.monitoringRetentionMonths,
      });
      app.metrics.countIngestItems(countIngestItems(batch, answer));
      return answer;
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
        success: {
          status: 200,
          description: "The items accepted, and those rejected with why.",
          schema: maintenanceFeedAnswerSchema,
        },
      }),
    },
    async (request) => {
      const feed = parseDeclared(request, "body");
      return ingestMaintenanceFeed(db, collectorOf(request), feed, { now: now() });
    },
  );

  // The commands the console sent to the collector's sites (docs/ingest.md "Commands").
  app.get(
    "/ingest/v1/commands",
    {
      // A HEAD would take the commands (mark them sent) for no one.
      exposeHeadRoute: false,
      schema: ingestRoute({
        summary: "The pending commands of the collector's sites, waiting up to `wait` seconds for one",
        description:
          "Queued commands, and those sent more than " +
          `${iotCommandRedeliveryMs / 1000} s ago without a result, oldest first, at most 100, marked sent. ` +
          `With none, the request waits up to \`wait\` seconds (0 to ${iotCommandMaxWaitSeconds}) and answers as ` +
          "soon as one of its sites gets one, else `{commands: []}`. A command may come twice: its id is the key. " +
          `A command expires ${iotCommandLifetimeMs / 60_000} minutes after it was made.`,
        auth: "collector",
        querystring: collectorCommandsQuerySchema,
        success: { status: 200, description: "The commands.", schema: collectorIotCommandsAnswerSchema },
      }),
    },
    async (request, reply) => {
      const collector = collectorOf(request);
      const { wait } = parseDeclared(request, "querystring");
      const closed = new AbortController();
      const onClose = () => closed.abort();
      reply.raw.once("close", onClose);
      try {
        const commands = await waitForIotCommands({
          db,
          waiter: app.iotCommandWaiter,
          collector,
          waitSeconds: wait,
          now,
          signal: closed.signal,
          // What a speed test or diagnosis command runs (docs/site-tools.md#commands).
          siteToolRuns: siteToolRunsPort,
        });
        return { commands };
      } finally {
        reply.raw.off("close", onClose);
      }
    },
  );

  app.post(
    "/ingest/v1/commands/:id/result",
    {
      schema: ingestRoute({
        summary: "What became of a command: acknowledged or failed",
        description:
          "Acknowledged, a replacement puts the spare in the device's place, a checkout gives the room's " +
          "devices its new key and a private_keys command's spaces turn applied; failed, a replacement's spare " +
          "goes back to the stock and a private_keys command's spaces turn failed. A speed_test or diagnosis " +
          "acknowledged carries its measure (`speed_test` or `diagnosis`, else 422 under that name) and its run " +
          "turns done; failed, its run turns failed. 404 for a command not of " +
          "the collector's sites; 422 `errors.command` for one already finished or expired.",
        auth: "collector",
        params: collectorCommandParamsSchema,
        body: collectorCommandResultSchema,
        success: { status: 200, description: "The command's state.", schema: iotCommandResultAnswerSchema },
      }),
    },
    async (request) => {
      const collector = collectorOf(request);
      const id = rowIdFromPath(request.params, "No such command.", declaredSchema(request, "params"));
      const result = parseDeclared(request, "body");
      // A speed test's or diagnosis's run takes its outcome in the result's transaction (docs/site-tools.md#commands).
      const answer = await recordIotCommandResult(db, collector, id, result, now(), siteToolRunsPort);
      // The private keys it carried, at once (docs/private-wifi.md#commands); the retry job settles them after a crash.
      await settlePrivateKeyCommands(db, now(), [answer.id]);
      return answer;
    },
  );
}
