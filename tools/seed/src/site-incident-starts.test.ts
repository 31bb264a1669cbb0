import { describe, expect, it } from "vitest";
import { conditionSlotMs, conditionSlotOf, siteIncidents } from "../../simulate/src/network-conditions";
import { seededDemoPlan } from "../../simulate/src/seeded-demo-plan";
import { siteIncidentStarts } from "./site-incident-starts";

describe("siteIncidentStarts (the manager's walk-through 'down since' of the demo's sites)", () => {
  const plan = seededDemoPlan();
  const stamp = Date.UTC(2026, 10, 22, 14, 7);
  const incidentsAt = (instant: number) => siteIncidents(plan, conditionSlotOf(instant));

  it("dates the down and the degraded site from the first slot of their unbroken incident", () => {
    const now = incidentsAt(stamp);
    const starts = siteIncidentStarts(plan, stamp);
    expect([...starts.keys()].sort()).toEqual([now.downSiteId, now.degradedSiteId].sort());
    const downStart = starts.get(now.downSiteId ?? -1) ?? 0;
    expect(downStart).toBeLessThanOrEqual(stamp);
    for (let instant = downStart; instant <= stamp; instant += conditionSlotMs)
      expect(incidentsAt(instant).downSiteId).toBe(now.downSiteId);
    expect(incidentsAt(downStart - conditionSlotMs).downSiteId).not.toBe(now.downSiteId);
    const degradedStart = starts.get(now.degradedSiteId ?? -1) ?? 0;
    expect(degradedStart).toBeLessThanOrEqual(stamp);
    expect(incidentsAt(degradedStart).degradedSiteId).toBe(now.degradedSiteId);
  });
});
