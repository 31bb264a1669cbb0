import { monitoringCacheMs } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { monitoringCountersQueryOptions } from "../../../api/get-monitoring-counters";
import { siteStatusQueryOptions } from "../../../api/get-site-status";
import type { MonitoringLocation } from "../monitoring-location";
import { accessPointsQueryOptions } from "./find-access-points";
import { bandwidthQueryOptions } from "./find-bandwidth";
import { maintenanceEventsQueryOptions } from "./find-maintenance-events";
import { maintenanceInterventionsQueryOptions } from "./find-maintenance-interventions";
import { speedtestsQueryOptions } from "./find-speedtests";
import { trafficQueryOptions } from "./find-traffic";

const site: MonitoringLocation = { type: "site", id: 5 };

describe("network-status reads", () => {
  it.each([
    ["status", siteStatusQueryOptions(site), monitoringCacheMs.status],
    ["counters", monitoringCountersQueryOptions(site), monitoringCacheMs.counters],
    ["traffic", trafficQueryOptions(site, "day"), monitoringCacheMs.traffic],
    ["bandwidth", bandwidthQueryOptions(site), monitoringCacheMs.bandwidth],
    ["speedtest", speedtestsQueryOptions(site), monitoringCacheMs.speedtest],
    ["devices_more", accessPointsQueryOptions(site), monitoringCacheMs.devicesMore],
    ["maintenance events", maintenanceEventsQueryOptions(site, { page: 1 }), monitoringCacheMs.ticketKpis],
    ["maintenance interventions", maintenanceInterventionsQueryOptions(site, {}), monitoringCacheMs.ticketKpis],
  ])(
    "%s stays fresh and refreshes on its own at the cache lifetime (docs/product.md#monitoring-caches)",
    (_name, options, lifetime) => {
      expect(options.staleTime).toBe(lifetime);
      expect(options.refetchInterval).toBe(lifetime);
    },
  );

  it("keeps each location and traffic range apart in the cache", () => {
    const organism: MonitoringLocation = { type: "organism", id: 5 };
    expect(siteStatusQueryOptions(site).queryKey).not.toEqual(siteStatusQueryOptions(organism).queryKey);
    expect(trafficQueryOptions(site, "day").queryKey).not.toEqual(trafficQueryOptions(site, "month").queryKey);
  });
});
