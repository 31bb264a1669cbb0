import { describe, expect, it } from "vitest";
import { countersAvailabilityLevel } from "./site-availability";
import { type SiteAvailabilitySinceInput, siteAvailabilitySince } from "./site-availability-since";

const now = new Date("2026-11-22T14:00:00Z");
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

const downForNoLine: SiteAvailabilitySinceInput = {
  lastFullRefresh: minutesBefore(2),
  levelSince: minutesBefore(125),
  lineOk: 0,
  lineUnreachable: 1,
  accessPointOk: 10,
  accessPointUnreachable: 0,
  bandwidthCurrent: 0,
  bandwidthMax: 1000,
};

describe("siteAvailabilitySince", () => {
  it("is when the counters' level began while the site reports", () => {
    expect(siteAvailabilitySince(downForNoLine, now)).toEqual(minutesBefore(125));
  });

  it("is the last refresh once the reports stopped for more than 15 minutes", () => {
    const stale = { ...downForNoLine, lastFullRefresh: minutesBefore(16), levelSince: minutesBefore(300) };
    expect(siteAvailabilitySince(stale, now)).toEqual(minutesBefore(16));
  });

  it("is the last refresh when the level's start was never recorded", () => {
    expect(siteAvailabilitySince({ ...downForNoLine, levelSince: null }, now)).toEqual(minutesBefore(2));
  });

  it("is null for a site that never reported", () => {
    expect(siteAvailabilitySince({ ...downForNoLine, lastFullRefresh: null }, now)).toBeNull();
  });
});

describe("countersAvailabilityLevel", () => {
  it("judges the counters without the refresh age", () => {
    expect(countersAvailabilityLevel(downForNoLine)).toBe("down");
    expect(countersAvailabilityLevel({ ...downForNoLine, lineOk: 1, bandwidthCurrent: 1000 })).toBe("up");
    expect(countersAvailabilityLevel({ ...downForNoLine, lineOk: 1, bandwidthCurrent: 100 })).toBe("degraded");
  });
});
