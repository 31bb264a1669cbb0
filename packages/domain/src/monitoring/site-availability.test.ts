import { describe, expect, it } from "vitest";
import {
  availabilityLevelOf,
  isDegradedLevel,
  type SiteAvailabilityInput,
  siteAvailabilityLevel,
  siteAvailabilityReason,
} from "./site-availability";

const now = new Date("2026-11-22T14:00:00Z");

const healthy: SiteAvailabilityInput = {
  lastFullRefresh: new Date("2026-11-22T13:58:00Z"),
  lineOk: 2,
  lineUnreachable: 0,
  accessPointOk: 10,
  accessPointUnreachable: 0,
  bandwidthCurrent: 900,
  bandwidthMax: 1000,
};

const minutesBefore = (instant: Date, minutes: number) => new Date(instant.getTime() - minutes * 60_000);

describe("siteAvailabilityLevel (docs/product.md#monitoring-availability)", () => {
  it("is notReferenced without a last refresh", () => {
    expect(siteAvailabilityLevel({ ...healthy, lastFullRefresh: null }, now)).toBe("notReferenced");
  });

  it("is up when every line and access point is ok and the bandwidth is high", () => {
    expect(siteAvailabilityLevel(healthy, now)).toBe("up");
  });

  it("is down when no line is ok while some are unreachable", () => {
    expect(siteAvailabilityLevel({ ...healthy, lineOk: 0, lineUnreachable: 1 }, now)).toBe("down");
    expect(siteAvailabilityLevel({ ...healthy, lineOk: 0, lineUnreachable: 0 }, now)).toBe("up");
  });

  it("is down when no access point is ok while some are unreachable", () => {
    expect(siteAvailabilityLevel({ ...healthy, accessPointOk: 0, accessPointUnreachable: 3 }, now)).toBe("down");
  });

  it("is down once the last refresh is more than 15 minutes old, not at 15 minutes", () => {
    expect(siteAvailabilityLevel({ ...healthy, lastFullRefresh: minutesBefore(now, 15) }, now)).toBe("up");
    const justOver = new Date(now.getTime() - 15 * 60_000 - 1);
    expect(siteAvailabilityLevel({ ...healthy, lastFullRefresh: justOver }, now)).toBe("down");
  });

  it("is degraded below 0.75 of the bandwidth, not at 0.75", () => {
    expect(siteAvailabilityLevel({ ...healthy, bandwidthCurrent: 749 }, now)).toBe("degraded");
    expect(siteAvailabilityLevel({ ...healthy, bandwidthCurrent: 750 }, now)).toBe("up");
  });

  it("ignores the bandwidth ratio when the maximum is unknown (0)", () => {
    expect(siteAvailabilityLevel({ ...healthy, bandwidthCurrent: 0, bandwidthMax: 0 }, now)).toBe("up");
  });

  it("is degradedAps below 0.9 of the access points ok, not at 0.9", () => {
    expect(siteAvailabilityLevel({ ...healthy, accessPointOk: 8, accessPointUnreachable: 1 }, now)).toBe("degradedAps");
    expect(siteAvailabilityLevel({ ...healthy, accessPointOk: 9, accessPointUnreachable: 1 }, now)).toBe("up");
  });

  it("puts down before degraded, and a low bandwidth before a low AP ratio", () => {
    const both = { ...healthy, bandwidthCurrent: 100, accessPointOk: 1, accessPointUnreachable: 1 };
    expect(siteAvailabilityLevel(both, now)).toBe("degraded");
    expect(siteAvailabilityLevel({ ...both, lastFullRefresh: minutesBefore(now, 16) }, now)).toBe("down");
  });

  describe("the 15-minute rule across a Paris daylight-saving change (instants, not wall clocks)", () => {
    // 2026-10-25 03:00 CEST becomes 02:00 CET at 01:00 UTC.
    it("in autumn: 02:55 CEST then 02:05 CET is 10 minutes later, so up", () => {
      const refresh = new Date("2026-10-25T02:55:00+02:00");
      const at = new Date("2026-10-25T02:05:00+01:00");
      expect(siteAvailabilityLevel({ ...healthy, lastFullRefresh: refresh }, at)).toBe("up");
    });

    it("in autumn: 02:50 CEST then 02:06 CET is 16 minutes later, so down", () => {
      const refresh = new Date("2026-10-25T02:50:00+02:00");
      const at = new Date("2026-10-25T02:06:00+01:00");
      expect(siteAvailabilityLevel({ ...healthy, lastFullRefresh: refresh }, at)).toBe("down");
    });

    // 2026-03-29 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    it("in spring: 01:55 CET then 03:05 CEST is 10 minutes later, so up", () => {
      const refresh = new Date("2026-03-29T01:55:00+01:00");
      const at = new Date("2026-03-29T03:05:00+02:00");
      expect(siteAvailabilityLevel({ ...healthy, lastFullRefresh: refresh }, at)).toBe("up");
    });

    it("in spring: 01:44 CET then 03:00 CEST is 16 minutes later, so down", () => {
      const refresh = new Date("2026-03-29T01:44:00+01:00");
      const at = new Date("2026-03-29T03:00:00+02:00");
      expect(siteAvailabilityLevel({ ...healthy, lastFullRefresh: refresh }, at)).toBe("down");
    });
  });

  it("counts both degraded levels as degraded", () => {
    expect(
      ["degraded", "degradedAps", "up", "down", "notReferenced"].map((level) => isDegradedLevel(level as never)),
    ).toEqual([true, true, false, false, false]);
  });
});

describe("siteAvailabilityReason (docs/monitoring.md)", () => {
  it("gives the true reason of a down site that reported a minute ago", () => {
    const fresh = { ...healthy, lastFullRefresh: minutesBefore(now, 1) };
    expect(siteAvailabilityReason({ ...fresh, accessPointOk: 0, accessPointUnreachable: 24 }, now)).toBe(
      "noAccessPoint",
    );
    expect(siteAvailabilityReason({ ...fresh, lineOk: 0, lineUnreachable: 2 }, now)).toBe("noLine");
  });

  it("says stale only past 15 minutes, before any counter (they are that old too)", () => {
    expect(siteAvailabilityReason({ ...healthy, lastFullRefresh: minutesBefore(now, 15) }, now)).toBeNull();
    expect(
      siteAvailabilityReason(
        { ...healthy, lineOk: 0, lineUnreachable: 1, lastFullRefresh: minutesBefore(now, 16) },
        now,
      ),
    ).toBe("stale");
  });

  it("names the degraded reasons and a site that never reported", () => {
    expect(siteAvailabilityReason({ ...healthy, bandwidthCurrent: 700 }, now)).toBe("lowBandwidth");
    expect(siteAvailabilityReason({ ...healthy, accessPointOk: 8, accessPointUnreachable: 2 }, now)).toBe(
      "fewAccessPoints",
    );
    expect(siteAvailabilityReason({ ...healthy, lastFullRefresh: null }, now)).toBe("neverReported");
  });

  it("is the one source of the level", () => {
    const cases: SiteAvailabilityInput[] = [
      healthy,
      { ...healthy, lastFullRefresh: null },
      { ...healthy, lineOk: 0, lineUnreachable: 1 },
      { ...healthy, bandwidthCurrent: 10 },
      { ...healthy, accessPointOk: 1, accessPointUnreachable: 1 },
    ];
    for (const input of cases) {
      expect(siteAvailabilityLevel(input, now)).toBe(availabilityLevelOf(siteAvailabilityReason(input, now)));
    }
  });
});
