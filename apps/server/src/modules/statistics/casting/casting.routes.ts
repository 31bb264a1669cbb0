import { castingAnswerSchema, castingParamsSchema, castingQuerySchema } from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../../errors/app-error";
import { lagTolerantDependencies } from "../../../module-dependencies";
import { declaredSchema, parseDeclared } from "../../../openapi/declared-input";
import { routeSchemaFor } from "../../../openapi/route-schema";
import { requireActor } from "../../../plugins/authentication";
import { readCastingStatistic } from "./casting.service";

const castingRoute = routeSchemaFor("Casting statistics");

/** docs/product.md#accounts-permissions: the casting dashboard needs an admin or `roles.statistics.chromecast`. */
function requireCastingActor(request: FastifyRequest): void {
  const actor = requireActor(request);
  if (!actor.admin && actor.roles.statistics.chromecast !== 1) throw new AppError("NOT_ALLOWED");
}

/**
 * The casting dashboard (docs/product.md#statistics-casting `GET chromecast/{name}`,
 * docs/api.md "Casting statistics"): what the hotel rooms' streaming sticks
 * cast, read from the ingest's day roll-up.
 */
export async function castingRoutes(app: FastifyInstance) {
  // Roll-ups of past days: read where heavy reads go (docs/operations.md#replica).
  const { db } = lagTolerantDependencies(app);

  app.get(
    "/chromecast/:name",
    {
      schema: castingRoute({
        summary: "A casting statistic of a site or an organism",
        description:
          "`name`: use_distinct_count, installation_count, app_use, daily_device_casters, five_last_casts or " +
          "day_use (anything else: 404). `site_id=ID` or `organism_id=ID` (its sites in production), exactly one; " +
          "`from`, `to`: unix seconds, `from` before `to`, a year at most. Days are Paris days, each day the " +
          "window touches counted whole. Admins and accounts with `roles.statistics.chromecast` (403 otherwise), " +
          "on a location of their scope (404 otherwise). A location without sticks answers zeros and empty lists.",
        auth: "signed-in",
        params: castingParamsSchema,
        querystring: castingQuerySchema,
        success: {
          status: 200,
          description: "The statistic: its shape depends on `name`.",
          schema: castingAnswerSchema,
        },
      }),
    },
    async (request) => {
      requireCastingActor(request);
      const params = declaredSchema(request, "params").safeParse(request.params);
      if (!params.success) throw new AppError("NOT_FOUND", "No such casting statistic.");
      const query = parseDeclared(request, "querystring");
      return readCastingStatistic(db, request.scope, params.data.name, query);
    },
  );
}
