import {
  type MonitoringLocation,
  type MonitoringRead,
  monitoringCacheMs,
  monitoringDevicesQuerySchema,
  monitoringEslsQuerySchema,
  monitoringLocationQuerySchema,
  monitoringSiteParamsSchema,
  ticketKpisQuerySchema,
  trafficRangeWindow,
} from "@ondine/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { sendCachedAnswer } from "../../cache/cached-reply";
import { parseWith } from "../../errors/parse-with";
import { rowIdFromPath } from "../../errors/path-id";
import { requireActor } from "../../plugins/authentication";
import { getBandwidth } from "./bandwidth.service";
import { getMonitoringCounters, getMonitoringCountersOfScope } from "./counters.service";
import { listAccessPoints, listSiteDevices, listSiteEsls } from "./devices.service";
import { assertLocationListedInScope } from "./monitored-location.service";
import { monitoringCacheKey } from "./monitoring-cache-key";
import { parseSeriesQuery } from "./monitoring-query";
import { seriesRead } from "./series-window";
import { getSiteMap } from "./site-map.service";
import { getSpeedtests } from "./speedtests.service";
import { getMonitoringStatus, getMonitoringStatusOfScope } from "./status.service";
import { getTicketKpis } from "./ticket-kpis.service";
import { getTraffic } from "./traffic.service";

/**
 * The monitoring reads of SPEC §7 (docs/api.md "Monitoring"): signed in by
 * session or API token, within the caller's scope (another tenant's or an
 * unknown location answers 404), each answer kept in the read cache for its
 * SPEC lifetime (monitoringCacheMs) and sent with `Cache-Control: private`.
 */
export async function monitoringRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const now = () => app.clock.now();

  /** SPEC writes some paths with a trailing slash (`/monitoring/esls/?site_id=`): both are served. */
  const get = (path: string, handler: RouteHandlerMethod) => {
    app.get(path, handler);
    app.get(`${path}/`, handler);
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

  get("/monitoring/status", async (request, reply) => {
    requireActor(request);
    const location = parseWith(monitoringLocationQuerySchema, request.query);
    return sendCached(request, reply, "status", { location }, () =>
      getMonitoringStatus(db, request.scope, location, now()),
    );
  });

  // The home over every location (no location chosen): one read for all the sites of the scope.
  get("/monitoring/status/all", async (request, reply) => {
    requireActor(request);
    return sendCached(request, reply, "status", { location: "all" }, () =>
      getMonitoringStatusOfScope(db, request.scope, now()),
    );
  });

  get("/monitoring/counters/all", async (request, reply) => {
    requireActor(request);
    return sendCached(request, reply, "counters", { location: "all" }, () =>
      getMonitoringCountersOfScope(db, request.scope),
    );
  });

  get("/monitoring/counters", async (request, reply) => {
    requireActor(request);
    const location = parseWith(monitoringLocationQuerySchema, request.query);
    return sendCached(request, reply, "counters", { location }, () =>
      getMonitoringCounters(db, request.scope, location),
    );
  });

  get("/monitoring/traffic", async (request, reply) => {
    requireActor(request);
    const { location, window } = parseSeriesQuery(request.query, trafficRangeWindow("day", now()));
    const read = seriesRead(window);
    const parameters = [read.resolution, read.window.startAt.getTime(), read.window.stopAt.getTime()];
    return sendCached(request, reply, "traffic", { location, parameters }, () =>
      getTraffic(db, request.scope, location, read),
    );
  });

  get("/monitoring/bandwidth", async (request, reply) => {
    requireActor(request);
    const { location, window } = parseSeriesQuery(request.query, trafficRangeWindow("day", now()));
    const read = seriesRead(window);
    const parameters = [read.resolution, read.window.startAt.getTime(), read.window.stopAt.getTime()];
    return sendCached(request, reply, "bandwidth", { location, parameters }, () =>
      getBandwidth(db, request.scope, location, read),
    );
  });

  get("/monitoring/speedtest", async (request, reply) => {
    requireActor(request);
    // SPEC §9: the speed tests of the last 31 days, the traffic card's month window.
    const { location, window } = parseSeriesQuery(request.query, trafficRangeWindow("month", now()));
    const parameters = [window.startAt.getTime(), window.stopAt.getTime()];
    return sendCached(request, reply, "speedtest", { location, parameters }, () =>
      getSpeedtests(db, request.scope, location, window),
    );
  });

  get("/monitoring/devices", async (request, reply) => {
    requireActor(request);
    const { site: id } = parseWith(monitoringDevicesQuerySchema, request.query);
    return sendCached(request, reply, "devices", { location: { type: "site", id } }, () =>
      listSiteDevices(db, request.scope, id),
    );
  });

  get("/monitoring/devices_more", async (request, reply) => {
    requireActor(request);
    const location = parseWith(monitoringLocationQuerySchema, request.query);
    return sendCached(request, reply, "devicesMore", { location }, () => listAccessPoints(db, request.scope, location));
  });

  get("/monitoring/sites/:id/full", async (request, reply) => {
    requireActor(request);
    const id = rowIdFromPath(request.params, "No such site.", monitoringSiteParamsSchema);
    return sendCached(request, reply, "siteFull", { location: { type: "site", id } }, () =>
      getSiteMap(db, request.scope, id),
    );
  });

  get("/monitoring/esls", async (request, reply) => {
    requireActor(request);
    const { site_id: id } = parseWith(monitoringEslsQuerySchema, request.query);
    return sendCached(request, reply, "esls", { location: { type: "site", id } }, () =>
      listSiteEsls(db, request.scope, id),
    );
  });

  get("/tickets_sf/kpis", async (request, reply) => {
    requireActor(request);
    const location = parseWith(ticketKpisQuerySchema, request.query);
    return sendCached(request, reply, "ticketKpis", { location }, () =>
      getTicketKpis(db, request.scope, location, now()),
    );
  });
}
