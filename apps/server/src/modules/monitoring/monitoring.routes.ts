import {
  accessPointRowsAnswerSchema,
  bandwidthSeriesAnswerSchema,
  eslRowsAnswerSchema,
  type MonitoringLocation,
  type MonitoringRead,
  monitoringCacheMs,
  monitoringCountersSchema,
  monitoringDevicesQuerySchema,
  monitoringEslsQuerySchema,
  monitoringLocationQuerySchema,
  monitoringSeriesQuerySchema,
  monitoringSiteParamsSchema,
  siteDevicesAnswerSchema,
  siteMapAnswerSchema,
  siteStatusAnswerSchema,
  speedtestSeriesAnswerSchema,
  trafficRangeWindow,
  trafficSeriesAnswerSchema,
} from "@ondine/domain";
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import { sendCachedAnswer } from "../../cache/cached-reply";
import { rowIdFromPath } from "../../errors/path-id";
import { moduleDependencies } from "../../module-dependencies";
import { declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { getBandwidth } from "./bandwidth.service";
import { getMonitoringCounters, getMonitoringCountersOfScope } from "./counters.service";
import { iotDevicesCacheFingerprint, listAccessPoints, listSiteDevicesWithIot, listSiteEsls } from "./devices.service";
import { assertLocationListedInScope } from "./monitored-location.service";
import { monitoringCacheKey } from "./monitoring-cache-key";
import { seriesOfQuery } from "./monitoring-query";
import { seriesRead } from "./series-window";
import { getSiteMap } from "./site-map.service";
import { getSpeedtests } from "./speedtests.service";
import { getMonitoringStatus, getMonitoringStatusOfScope } from "./status.service";
import { getTraffic } from "./traffic.service";

const monitoringRoute = routeSchemaFor("Monitoring");

/**
 * The monitoring reads of docs/product.md#monitoring-api (docs/api.md "Monitoring"): signed in by
 * session or API token, within the caller's scope (another tenant's or an
 * unknown location answers 404), each answer kept in the read cache for its
 * SPEC lifetime (monitoringCacheMs) and sent with `Cache-Control: private`.
 */
export async function monitoringRoutes(app: FastifyInstance) {
  const { db, now } = moduleDependencies(app);

  /** SPEC writes some paths with a trailing slash (`/monitoring/esls/?site_id=`): both are served. */
  const get = <const Schema extends FastifySchema>(
    path: string,
    schema: Schema,
    handler: RouteHandlerMethod<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      RouteGenericInterface,
      ContextConfigDefault,
      Schema
    >,
  ) => {
    app.get(path, { schema }, handler);
    app.get(`${path}/`, { schema }, handler);
  };

  const sendCached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    read: MonitoringRead,
    key: { location: MonitoringLocation | "all"; parameters?: readonly (string | number)[] },
    load: () => Promise<unknown>,
  ) => {
    if (key.location !== "all") assertLocationListedInScope(request.scope, key.location);
    const cacheKey = monitoringCacheKey(read, request.scope, key.location, key.parameters);
    const answer = await app.readCache.read(cacheKey, monitoringCacheMs[read], load);
    return sendCachedAnswer(reply, answer, now().getTime());
  };

  const locationQuery = "`site=ID` or `organism=ID` (its sites in production), exactly one.";
  const windowQuery = "`start_at`, `stop_at`: unix seconds, start included, stop excluded; each may be left out.";

  get(
    "/monitoring/status",
    monitoringRoute({
      summary: "A site's status, or an organism's summed over its sites in production",
      description: `Site status (docs/product.md#monitoring-caches). ${locationQuery} Cached 3 minutes.`,
      auth: "signed-in",
      querystring: monitoringLocationQuerySchema,
      success: { status: 200, description: "The status.", schema: siteStatusAnswerSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      const location = parseDeclared(request, "querystring");
      return sendCached(request, reply, "status", { location }, () =>
        getMonitoringStatus(db, request.scope, location, now()),
      );
    },
  );

  // The home over every location (no location chosen): one read for all the sites of the scope.
  get(
    "/monitoring/status/all",
    monitoringRoute({
      summary: "The status over every site in production of the caller's scope, and each site's",
      auth: "signed-in",
      success: { status: 200, description: "The status, and each site's.", schema: siteStatusAnswerSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      return sendCached(request, reply, "status", { location: "all" }, () =>
        getMonitoringStatusOfScope(db, request.scope, now()),
      );
    },
  );

  get(
    "/monitoring/counters/all",
    monitoringRoute({
      summary: "The overview counters over every site in production of the caller's scope",
      auth: "signed-in",
      success: { status: 200, description: "The counters.", schema: monitoringCountersSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      return sendCached(request, reply, "counters", { location: "all" }, () =>
        getMonitoringCountersOfScope(db, request.scope),
      );
    },
  );

  get(
    "/monitoring/counters",
    monitoringRoute({
      summary: "The overview counters of a site or an organism (access points, stations, lines)",
      description: locationQuery,
      auth: "signed-in",
      querystring: monitoringLocationQuerySchema,
      success: { status: 200, description: "The counters.", schema: monitoringCountersSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      const location = parseDeclared(request, "querystring");
      return sendCached(request, reply, "counters", { location }, () =>
        getMonitoringCounters(db, request.scope, location),
      );
    },
  );

  get(
    "/monitoring/traffic",
    monitoringRoute({
      summary: "The traffic series of a site or an organism",
      description: `${locationQuery} ${windowQuery} By default the last 24 hours.`,
      auth: "signed-in",
      querystring: monitoringSeriesQuerySchema,
      success: { status: 200, description: "The series, oldest first.", schema: trafficSeriesAnswerSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      const query = parseDeclared(request, "querystring");
      const { location, window } = seriesOfQuery(query, trafficRangeWindow("day", now()));
      const read = seriesRead(window);
      const parameters = [read.resolution, read.window.startAt.getTime(), read.window.stopAt.getTime()];
      return sendCached(request, reply, "traffic", { location, parameters }, () =>
        getTraffic(db, request.scope, location, read),
      );
    },
  );

  get(
    "/monitoring/bandwidth",
    monitoringRoute({
      summary: "The lines' bandwidth series of a site or an organism",
      description: `${locationQuery} ${windowQuery} By default the last 24 hours.`,
      auth: "signed-in",
      querystring: monitoringSeriesQuerySchema,
      success: { status: 200, description: "The series, oldest first.", schema: bandwidthSeriesAnswerSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      const query = parseDeclared(request, "querystring");
      const { location, window } = seriesOfQuery(query, trafficRangeWindow("day", now()));
      const read = seriesRead(window);
      const parameters = [read.resolution, read.window.startAt.getTime(), read.window.stopAt.getTime()];
      return sendCached(request, reply, "bandwidth", { location, parameters }, () =>
        getBandwidth(db, request.scope, location, read),
      );
    },
  );

  get(
    "/monitoring/speedtest",
    monitoringRoute({
      summary: "The speed tests of a site or an organism",
      description: `${locationQuery} ${windowQuery} By default the last 31 days.`,
      auth: "signed-in",
      querystring: monitoringSeriesQuerySchema,
      success: { status: 200, description: "The speed tests.", schema: speedtestSeriesAnswerSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      // docs/product.md#monitoring-traffic: the speed tests of the last 31 days, the traffic card's month window.
      const query = parseDeclared(request, "querystring");
      const { location, window } = seriesOfQuery(query, trafficRangeWindow("month", now()));
      const parameters = [window.startAt.getTime(), window.stopAt.getTime()];
      return sendCached(request, reply, "speedtest", { location, parameters }, () =>
        getSpeedtests(db, request.scope, location, window),
      );
    },
  );

  get(
    "/monitoring/devices",
    monitoringRoute({
      summary: "A site's equipment, spare left out, and its streaming sticks and TVs",
      description:
        "Access points, switches, gateways and shelf labels, then the site's sticks (`chromecast`) and TVs " +
        "(`tv`), each with `mac_address`. Cached 3 minutes, but a change of a stick or a TV is seen at once.",
      auth: "signed-in",
      querystring: monitoringDevicesQuerySchema,
      success: { status: 200, description: "The equipment, then the sticks and TVs.", schema: siteDevicesAnswerSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      const { site: id } = parseDeclared(request, "querystring");
      const location = { type: "site", id } as const;
      assertLocationListedInScope(request.scope, location);
      // The IoT screen reads reachability here; a restart's unreachable-then-back must not wait 3 minutes.
      const parameters = [await iotDevicesCacheFingerprint(db, id)];
      return sendCached(request, reply, "devices", { location, parameters }, () =>
        listSiteDevicesWithIot(db, request.scope, id),
      );
    },
  );

  get(
    "/monitoring/devices_more",
    monitoringRoute({
      summary: "The access points of a site or an organism, with their place and state",
      description: locationQuery,
      auth: "signed-in",
      querystring: monitoringLocationQuerySchema,
      success: { status: 200, description: "The access points.", schema: accessPointRowsAnswerSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      const location = parseDeclared(request, "querystring");
      return sendCached(request, reply, "devicesMore", { location }, () =>
        listAccessPoints(db, request.scope, location),
      );
    },
  );

  get(
    "/monitoring/sites/:id/full",
    monitoringRoute({
      summary: "A site's buildings, floors and the equipment on each (the site map)",
      auth: "signed-in",
      params: monitoringSiteParamsSchema,
      success: { status: 200, description: "The site map.", schema: siteMapAnswerSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      const id = rowIdFromPath(request.params, "No such site.", declaredSchema(request, "params"));
      // Keyed by the site's equipment changes as this process heard them: a live map reads
      // the equipment as it is when its stream opens, not an hour-old copy.
      const parameters = [app.equipmentChanges.siteVersion(id)];
      return sendCached(request, reply, "siteFull", { location: { type: "site", id }, parameters }, () =>
        getSiteMap(db, request.scope, id),
      );
    },
  );

  get(
    "/monitoring/esls",
    monitoringRoute({
      summary: "A site's electronic shelf labels",
      auth: "signed-in",
      querystring: monitoringEslsQuerySchema,
      success: { status: 200, description: "The labels.", schema: eslRowsAnswerSchema },
    }),
    async (request, reply) => {
      requireActor(request);
      const { site_id: id } = parseDeclared(request, "querystring");
      return sendCached(request, reply, "esls", { location: { type: "site", id } }, () =>
        listSiteEsls(db, request.scope, id),
      );
    },
  );
}
