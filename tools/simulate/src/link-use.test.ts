import { isLineRateLow, lineRatePercent, linkUsePercent } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { conditionSlotMs, networkConditions } from "./network-conditions";
import { seededDemoPlan } from "./seeded-demo-plan";
import { lineReadings } from "./site-readings";
import { siteTraffic } from "./traffic-curves";

/**
 * The manager's walk-through defect 3: the figures the console shows of a site's lines agree
 * with its traffic. The lines' rate (bandwith_current) is what they deliver,
 * not what is used: the traffic received never goes over it, the link's use
 * (linkUsePercent) reads a quiet site low, and only the site degraded by
 * bandwidth has its lines below 75 % of their nominal rate.
 */
describe("the demo's lines and traffic", () => {
  const plan = seededDemoPlan();
  // A day and a half from a Friday noon (Paris), every 20 minutes, so rotations change and weekends show.
  const start = Date.UTC(2026, 10, 20, 11);
  const stamps = Array.from({ length: 108 }, (_, index) => start + index * 20 * 60_000);

  it("never carries more traffic than the lines deliver, throttled lines and ADSL included", () => {
    for (const stamp of stamps) {
      const incidents = networkConditions(plan, Math.floor(stamp / conditionSlotMs));
      for (const site of plan.sites) {
        const lineRate = lineReadings(site, stamp, incidents).reduce((sum, line) => sum + line.bandwidthCurrent, 0);
        const { rx } = siteTraffic(site, stamp, site.siteId === incidents.downSiteId);
        expect(rx, `site ${site.siteId} at ${new Date(stamp).toISOString()}`).toBeLessThanOrEqual(lineRate);
      }
    }
  });

  it("reads a site low at night, and its lines healthy unless it is the one degraded by bandwidth", () => {
    // 4 a.m. Paris on a weekday in November: hotels, offices and campsites are quiet.
    const night = Date.UTC(2026, 10, 18, 3);
    const incidents = networkConditions(plan, Math.floor(night / conditionSlotMs));
    for (const site of plan.sites.filter((candidate) => candidate.kind !== "student_residence")) {
      if (site.siteId === incidents.downSiteId || site.lines.length === 0) continue;
      const lines = lineReadings(site, night, incidents);
      const rate = lines.reduce((sum, line) => sum + line.bandwidthCurrent, 0);
      const max = lines.reduce((sum, line) => sum + line.bandwidthMax, 0);
      expect(linkUsePercent(siteTraffic(site, night, site.siteId === incidents.downSiteId).rx, rate)).toBeLessThan(50);
      const throttled = site.siteId === incidents.degradedSiteId && incidents.degradation === "bandwidth";
      expect(isLineRateLow(rate, max)).toBe(throttled);
      if (!throttled) expect(lineRatePercent(rate, max)).toBeGreaterThanOrEqual(75);
    }
  });
});
