import { describe, expect, it } from "vitest";
import { canonicalTimeZone, instantAtWallTime, wallTimeIn, zoneOffsetMs } from "./zoned-time";

const iso = (instant: number) => new Date(instant).toISOString();

describe("wall-clock times in a time zone", () => {
  it("reads the zone's offset, summer and winter, seconds included", () => {
    expect(zoneOffsetMs("Europe/Paris", Date.parse("2026-07-14T12:00:00Z"))).toBe(2 * 3_600_000);
    expect(zoneOffsetMs("Europe/Paris", Date.parse("2026-01-14T12:00:00Z"))).toBe(3_600_000);
    expect(zoneOffsetMs("Europe/Paris", Date.parse("1900-01-01T00:00:00Z"))).toBe(561_000);
    expect(zoneOffsetMs("UTC", 0)).toBe(0);
    expect(iso(wallTimeIn("America/New_York", Date.parse("2026-01-14T12:00:00Z")))).toBe("2026-01-14T07:00:00.000Z");
  });

  it("finds the instant of a wall-clock time across both clock changes", () => {
    // Paris: 02:30 happened twice on 2026-10-25 (the first is taken, as Elasticsearch does) and never on 2026-03-29.
    expect(iso(instantAtWallTime("Europe/Paris", Date.parse("2026-10-25T02:30:00Z")))).toBe("2026-10-25T00:30:00.000Z");
    expect(iso(instantAtWallTime("America/New_York", Date.parse("2026-11-01T01:30:00Z")))).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    expect(iso(instantAtWallTime("Europe/Paris", Date.parse("2026-03-29T02:30:00Z")))).toBe("2026-03-29T01:30:00.000Z");
    expect(iso(instantAtWallTime("Europe/Paris", Date.parse("2026-07-14T00:00:00Z")))).toBe("2026-07-13T22:00:00.000Z");
  });

  it("names the zones the runtime knows as the runtime does", () => {
    expect(canonicalTimeZone("America/New_York")).toBe("America/New_York");
    expect(canonicalTimeZone("europe/PARIS")).toBe("Europe/Paris");
    expect(canonicalTimeZone("Mars/Olympus")).toBeUndefined();
  });
});
