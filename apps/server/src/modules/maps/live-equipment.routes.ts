import {
  liveEquipmentMaxItems,
  liveEquipmentQuerySchema,
  liveEquipmentResumeHeadersSchema,
  liveEquipmentRetryMs,
  monitoringSiteParamsSchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../errors/parse-with";
import { rowIdFromPath } from "../../errors/path-id";
import { moduleDependencies } from "../../module-dependencies";
import { declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { apiTokenHeaderName, requireActor } from "../../plugins/authentication";
import { resolveMonitoredSite } from "../monitoring";
import { credentialOf } from "../sessions";
import { startEventStream } from "./event-stream";
import { canStillReadSite, resumePoint } from "./live-equipment.service";
import { openLiveEquipmentStream } from "./live-equipment-stream";

const mapsRoute = routeSchemaFor("Maps");

/**
 * The live site map (docs/api.md "Live site map"). The site must
 * be in the caller's scope when the stream opens (404 otherwise, as
 * `/monitoring/sites/{id}/full`), and stays so while it is open. The
 * process's feed (`app.equipmentChanges`, plugins/live-equipment.ts) wakes it.
 */
export async function liveEquipmentRoutes(app: FastifyInstance) {
  const { db, now } = moduleDependencies(app);
  const feed = app.equipmentChanges;

  app.get(
    "/monitoring/sites/:id/live",
    {
      // A HEAD would open a stream no one reads.
      exposeHeadRoute: false,
      schema: mapsRoute({
        summary: "A site's equipment changes as they happen (Server-Sent Events)",
        description:
          `A \`text/event-stream\`: first \`retry: ${liveEquipmentRetryMs}\` and the id the stream starts from, ` +
          "then `event: equipment` with `data:` a LiveEquipmentEvent (`changed`: the equipment as the site map " +
          "gives it, `removed`: ids no longer drawn there), its `id:` the last change it carries, at most " +
          `${liveEquipmentMaxItems} pieces of equipment an event; \`event: reset\` when changes after the id ` +
          "asked for are no longer kept (read the site map again); a `: keep-alive` comment every 25 s. " +
          "Resumes after the `Last-Event-ID` header (EventSource sends it when it connects again), else " +
          "after `since`, else from now on. Ends when the session or token ends or the site leaves the scope.",
        auth: "signed-in",
        params: monitoringSiteParamsSchema,
        querystring: liveEquipmentQuerySchema,
        success: { status: 200, description: "The stream of events.", mediaType: "text/event-stream" },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = rowIdFromPath(request.params, "No such site.", declaredSchema(request, "params"));
      const { since } = parseDeclared(request, "querystring");
      const headers = parseWith(liveEquipmentResumeHeadersSchema, {
        "last-event-id": request.headers["last-event-id"],
      });
      const site = await resolveMonitoredSite(db, request.scope, id);
      await feed.whenStarted();
      // The changes committed before this request are under the horizon: "from now" starts after them.
      await feed.catchUp();
      const resume = await resumePoint(db, headers["last-event-id"] ?? since, feed.horizon);
      const credential = credentialOf(actor, request.headers[apiTokenHeaderName]);
      openLiveEquipmentStream({
        db,
        feed,
        site,
        resume,
        events: startEventStream(reply),
        logger: request.log,
        isStillAllowed: () => canStillReadSite(db, credential, site, now()),
        watchCaller: (recheck) =>
          app.principals.watch((change) => {
            if (change === "all" || change.userId === actor.id || change.userId === actor.impersonatorId) recheck();
          }),
      });
      return reply;
    },
  );
}
