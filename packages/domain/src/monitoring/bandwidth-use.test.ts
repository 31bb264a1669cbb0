import { describe, expect, it } from "vitest";
import { isLineRateLow, isLinkSaturated, lineRatePercent, linkUsePercent } from "./bandwidth-use";
import { siteAvailabilityReason } from "./site-availability";

describe("lineRatePercent (bandwith_current over bandwith_max, docs/product.md#monitoring-data)", () => {
  it("is the lines' rate over their nominal rate in whole percent, rounded to the nearest", () => {
    expect(lineRatePercent(410, 500)).toBe(82);
    expect(lineRatePercent(1, 3)).toBe(33);
    expect(lineRatePercent(2, 3)).toBe(67);
    expect(lineRatePercent(0, 500)).toBe(0);
  });

  it("is at most 100 when a line goes over its nominal rate, and null without one", () => {
    expect(lineRatePercent(600, 500)).toBe(100);
    expect(lineRatePercent(10, 0)).toBeNull();
  });

  it("is low exactly where the product (docs/product.md#monitoring-availability) makes the site degraded", () => {
    const status = {
      lastFullRefresh: new Date("2026-11-22T14:00:00Z"),
      lineOk: 1,
      lineUnreachable: 0,
      accessPointOk: 10,
      accessPointUnreachable: 0,
    };
    for (const current of [0, 740, 749, 750, 751, 1000]) {
      const reason = siteAvailabilityReason(
        { ...status, bandwidthCurrent: current, bandwidthMax: 1000 },
        new Date("2026-11-22T14:01:00Z"),
      );
      expect(isLineRateLow(current, 1000)).toBe(reason === "lowBandwidth");
    }
  });
});

describe("linkUsePercent", () => {
  it("reads a quiet healthy site low: 39 Mb/s on lines delivering 950 Mb/s is 4 %", () => {
    expect(linkUsePercent(39_000_000, 950_000_000)).toBe(4);
    expect(linkUsePercent(0, 950_000_000)).toBe(0);
  });

  it("is at most 100, and null when the lines deliver nothing", () => {
    expect(linkUsePercent(30, 20)).toBe(100);
    expect(linkUsePercent(0, 0)).toBeNull();
  });

  it("is saturated from 90 % on", () => {
    expect(isLinkSaturated(89)).toBe(false);
    expect(isLinkSaturated(90)).toBe(true);
    expect(isLinkSaturated(null)).toBe(false);
  });
});
