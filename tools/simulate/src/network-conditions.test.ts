import { describe, expect, it } from "vitest";
import { networkConditions } from "./network-conditions";
import { seededDemoPlan } from "./seeded-demo-plan";
import { connectedStations } from "./site-readings";
import { siteTraffic } from "./traffic-curves";

describe("the demo's down site", () => {
  const plan = seededDemoPlan();
  const slot = 1_000;
  const conditions = networkConditions(plan, slot);
  const down = plan.sites.find((site) => site.siteId === conditions.downSiteId);

  it("has its access points unreachable with its lines, and no guest counted on them", () => {
    expect(down).toBeDefined();
    if (!down) return;
    for (const mac of down.accessPoints) expect(conditions.unreachableAccessPoints.has(mac)).toBe(true);
    const { activeUsers, rx } = siteTraffic(down, slot * 15 * 60_000, true);
    expect({ activeUsers, rx }).toEqual({ activeUsers: 0, rx: 0 });
    const stations = connectedStations(down, activeUsers, conditions.unreachableAccessPoints);
    expect([...stations.values()].every((count) => count === 0)).toBe(true);
  });

  it("knows each supervised access point's tag, for the interventions' hotspots", () => {
    const withAccessPoints = plan.sites.filter((site) => site.accessPoints.length > 0);
    expect(withAccessPoints.some((site) => site.accessPointTags.length === site.accessPoints.length)).toBe(true);
  });
});
