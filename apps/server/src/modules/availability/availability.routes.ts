import {
  availabilityHistoryAnswerSchema,
  availabilityHistoryQuerySchema,
  monitoringSiteParamsSchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { rowIdFromPath } from "../../errors/path-id";
import { moduleDependencies } from "../../module-dependencies";
import { declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { getAvailabilityHistory } from "./availability-history.service";

const monitoringRoute = routeSchemaFor("Monitoring");

/** A site's availability history (docs/alerts.md#calls), beside the monitoring reads. */
export async function availabilityRoutes(app: FastifyInstance) {
  const { db, now } = moduleDependencies(app);

  app.get(
    "/monitoring/sites/:id/availability",
    {
      schema: monitoringRoute({
        summary: "A site's availability history: its level changes and each month's availability",
        description:
          "`months` (1 to 13, 3 by default): the Paris months covered, the current one included. `events`: the " +
          "level in force at `from`, then every change; `months`: each month's measured time (Monday to Friday, " +
          "8h to 20h, Paris, less the time the whole site was muted), the time down in it, and the available " +
          "share (null when nothing was measured). Needs the supervision role (403); a site outside the caller's " +
          "scope answers 404 (docs/alerts.md#availability).",
        auth: "signed-in",
        params: monitoringSiteParamsSchema,
        querystring: availabilityHistoryQuerySchema,
        success: { status: 200, description: "The history.", schema: availabilityHistoryAnswerSchema },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = rowIdFromPath(request.params, "No such site.", declaredSchema(request, "params"));
      const { months } = parseDeclared(request, "querystring");
      reply.header("cache-control", "private, no-store");
      return getAvailabilityHistory(db, { actor, scope: request.scope }, id, months, now());
    },
  );
}
