import {
  defaultStatisticsSince,
  type MonitoringLocation,
  monitoringCacheMs,
  monitoringSeriesQuerySchema,
  monitoringWindow,
  type RolesTree,
  statisticsCountAnswerSchema,
  statisticsCountQuerySchema,
  statisticsWindow,
  trafficSeriesAnswerSchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendCachedAnswer } from "../../../cache/cached-reply";
import { AppError } from "../../../errors/app-error";
import { lagTolerantDependencies } from "../../../module-dependencies";
import { parseDeclared } from "../../../openapi/declared-input";
import { routeSchemaFor } from "../../../openapi/route-schema";
import { requireActor } from "../../../plugins/authentication";
import { getTraffic, seriesRead } from "../../monitoring";
import { statisticsCacheKey } from "./statistics-cache-key";
import { getStatisticsCount, type StatisticsCount } from "./statistics-counts.service";

const statisticsRoute = routeSchemaFor("Statistics");

type StatisticsRole = keyof RolesTree["statistics"];

/** docs/product.md#accounts-permissions: each statistics call needs an admin or its statistics role (403 otherwise), before its query is read. */
function requireStatisticsRole(request: FastifyRequest, role: StatisticsRole): void {
  const actor = requireActor(request);
  if (!actor.admin && actor.roles.statistics[role] !== 1) throw new AppError("NOT_ALLOWED");
}

/**
 * The overview's figures no search answers (docs/product.md#statistics-overview, docs/api.md
 * "Statistics"): the traffic series as the monitoring call reads it, and the
 * purchases and used-codes meters. The location is found in the caller's
 * scope as the monitoring calls find it (unknown or another customer's: 404);
 * answers are kept in the read cache as long as the monitoring traffic's and
 * sent with `Cache-Control: private`.
 */
export async function statisticsOverviewRoutes(app: FastifyInstance) {
  // Figures over days and months: read where heavy reads go (docs/operations.md#replica).
  const { db, now } = lagTolerantDependencies(app);

  const sendCached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: { call: string; location: MonitoringLocation; parameters: readonly number[] },
    load: () => Promise<unknown>,
  ) => {
    const cacheKey = statisticsCacheKey(key.call, request.scope, key.location, key.parameters);
    const answer = await app.readCache.read(cacheKey, monitoringCacheMs.traffic, load);
    return sendCachedAnswer(reply, answer, now().getTime());
  };

  const locationQuery = "`site=ID` or `organism=ID`, exactly one; 404 outside the caller's scope.";

  app.get(
    "/statistics/traffic",
    {
      schema: statisticsRoute({
        summary: "The overview's traffic series of a site or an organism",
        description:
          `${locationQuery} \`start_at\`, \`stop_at\`: unix seconds, each may be left out (by default the last 7 days). ` +
          "The same answer and resolutions as `GET /api/monitoring/traffic`. Needs `roles.statistics.home`.",
        auth: "signed-in",
        querystring: monitoringSeriesQuerySchema,
        success: { status: 200, description: "The series, oldest first.", schema: trafficSeriesAnswerSchema },
      }),
    },
    async (request, reply) => {
      requireStatisticsRole(request, "home");
      const query = parseDeclared(request, "querystring");
      const window = monitoringWindow(query, statisticsWindow({ since: defaultStatisticsSince }, now()));
      if (!window) throw new AppError("INVALID_PARAMETERS", undefined, { stop_at: ["formErrors.valid_date_range"] });
      const location: MonitoringLocation = { type: query.type, id: query.id };
      const read = seriesRead(window);
      const parameters = [read.window.startAt.getTime(), read.window.stopAt.getTime()];
      return sendCached(request, reply, { call: "traffic", location, parameters }, () =>
        getTraffic(db, request.scope, location, read),
      );
    },
  );

  const countRoute = (counted: StatisticsCount, role: StatisticsRole, summary: string) =>
    app.get(
      `/statistics/${counted}`,
      {
        schema: statisticsRoute({
          summary,
          description:
            `${locationQuery} An organism counts every row of its sites and its own. ` +
            `\`start_at\`, \`stop_at\`: ISO 8601 instants, start included, stop excluded. ` +
            `Answers \`{"hits": {"total": {"value": N, "relation": "eq"}}}\`. Needs \`roles.statistics.${role}\`.`,
          auth: "signed-in",
          querystring: statisticsCountQuerySchema,
          success: { status: 200, description: "The count.", schema: statisticsCountAnswerSchema },
        }),
      },
      async (request, reply) => {
        requireStatisticsRole(request, role);
        const { type, id, start_at: startAt, stop_at: stopAt } = parseDeclared(request, "querystring");
        const location: MonitoringLocation = { type, id };
        const parameters = [startAt.getTime(), stopAt.getTime()];
        return sendCached(request, reply, { call: counted, location, parameters }, () =>
          getStatisticsCount(db, request.scope, counted, location, { startAt, stopAt }),
        );
      },
    );

  countRoute("purchases", "purchases", "The succeeded purchases of a site or an organism in a window");
  countRoute("used_codes", "codes", "The back-office codes of a site or an organism first used in a window");
}
