import {
  availabilityHistoryQuerySchema,
  type MonitoringLocation,
  type TrafficRange,
  trafficRangeWindow,
} from "@ondine/domain";
import { AppError } from "../../../errors/app-error";
import { getAvailabilityHistory } from "../../availability";
import { listBuildings } from "../../locations";
import {
  getBandwidth,
  getMonitoringStatus,
  getMonitoringStatusOfScope,
  getSiteMap,
  getSpeedtests,
  getTraffic,
  listSiteDevices,
  seriesRead,
} from "../../monitoring";
import type { GraphqlContext } from "../graphql-context";
import { optionalRowIdOf } from "../graphql-ids";
import type { SiteNode } from "./location-nodes";
import {
  availabilityHistoryNode,
  availabilityOf,
  bandwidthNode,
  buildingNode,
  equipmentNode,
  siteMapNode,
  siteStatusNode,
  speedtestNode,
  trafficNode,
} from "./monitoring-nodes";

const siteLocation = (site: SiteNode): MonitoringLocation => ({ type: "site", id: site.id });
const rangeOf = (range: string | undefined): TrafficRange => (range ?? "DAY").toLowerCase() as TrafficRange;

/** A site's monitoring, through the services of the `/api/monitoring/*` calls (same scope checks, same SPEC rules). */
export const monitoringResolvers = {
  Query: {
    siteStatuses: async (
      _: unknown,
      args: { organismId?: string | null; availability?: string[] | null },
      { db, scope, now }: GraphqlContext,
    ) => {
      const organismId = optionalRowIdOf(args.organismId, "organism");
      const answer =
        organismId === undefined
          ? await getMonitoringStatusOfScope(db, scope, now)
          : await getMonitoringStatus(db, scope, { type: "organism", id: organismId }, now);
      const wanted = args.availability?.length ? new Set(args.availability) : undefined;
      return (answer.sites ?? [])
        .filter((site) => !wanted || wanted.has(availabilityOf(site.available_level)))
        .map((site) => ({ siteId: site.site_id, siteName: site.site_name, status: siteStatusNode(site) }));
    },
  },
  Site: {
    status: async (site: SiteNode, _: unknown, { loaders }: GraphqlContext) => {
      const status = await loaders.siteStatus.load(site.id);
      if (!status) throw new AppError("NOT_FOUND", "No such site.");
      return siteStatusNode(status);
    },
    buildings: async (site: SiteNode, _: unknown, { db, scope }: GraphqlContext) =>
      (await listBuildings(db, scope, { site: site.id })).buildings.map(buildingNode),
    traffic: async (site: SiteNode, args: { range?: string }, { db, scope, now }: GraphqlContext) =>
      (await getTraffic(db, scope, siteLocation(site), seriesRead(trafficRangeWindow(rangeOf(args.range), now)))).map(
        trafficNode,
      ),
    bandwidth: async (site: SiteNode, args: { range?: string }, { db, scope, now }: GraphqlContext) =>
      (await getBandwidth(db, scope, siteLocation(site), seriesRead(trafficRangeWindow(rangeOf(args.range), now)))).map(
        bandwidthNode,
      ),
    // docs/product.md#monitoring-caches: the speed tests of the last 31 days, as the monitoring card's.
    speedtests: async (site: SiteNode, _: unknown, { db, scope, now }: GraphqlContext) =>
      (await getSpeedtests(db, scope, siteLocation(site), trafficRangeWindow("month", now))).map(speedtestNode),
    equipment: async (site: SiteNode, _: unknown, { db, scope }: GraphqlContext) =>
      (await listSiteDevices(db, scope, site.id)).map(equipmentNode),
    map: async (site: SiteNode, _: unknown, { db, scope }: GraphqlContext) =>
      siteMapNode(await getSiteMap(db, scope, site.id)),
    // The same service as GET /api/monitoring/sites/{id}/availability: the same role, scope and months.
    availabilityHistory: async (
      site: SiteNode,
      args: { months?: number },
      { db, actor, scope, now }: GraphqlContext,
    ) => {
      const query = availabilityHistoryQuerySchema.safeParse({ months: args.months ?? undefined });
      if (!query.success) throw new AppError("WRONG_PARAMETERS", "months is 1 to 13.");
      return availabilityHistoryNode(
        await getAvailabilityHistory(db, { actor, scope }, site.id, query.data.months, now),
      );
    },
  },
};
