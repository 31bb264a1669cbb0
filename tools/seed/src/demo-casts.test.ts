import { describe, expect, it } from "vitest";
import { buildDemoCasts, castHistoryDays } from "./demo-casts";
import { demoCatalogue } from "./demo-catalogue";
import { generateDemoData } from "./generate-demo-data";

const now = new Date("2026-11-20T10:00:00.000Z");

describe("the demo hotels' casts", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const casts = buildDemoCasts(data);
  const sticks = data.iot.devices.filter((device) => device.type === "chromecast");

  it("is deterministic for a seed", () => {
    expect(buildDemoCasts(generateDemoData(demoCatalogue, 1, { now }))).toEqual(casts);
  });

  it("are the casts of the hotels' sticks over the last weeks, up to now", () => {
    const stickSites = new Map(sticks.map((stick) => [stick.serial, stick.siteId]));
    expect(casts.events.length).toBeGreaterThan(sticks.length * castHistoryDays);
    for (const event of casts.events) {
      expect(stickSites.get(event.serial)).toBe(event.siteId);
      expect(event.stamp.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(event.stamp.getTime()).toBeGreaterThan(now.getTime() - castHistoryDays * 86_400_000);
    }
    const organismOf = new Map(data.sites.map((site) => [site.id, site.organismId]));
    expect(casts.events.every((event) => organismOf.get(event.siteId) === event.organismId)).toBe(true);
  });

  it("roll up by Paris day, stick and app exactly as the ingest does", () => {
    const expected = new Map<string, { casts: number; last: number }>();
    for (const event of casts.events) {
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(event.stamp);
      const key = `${event.siteId} ${day} ${event.serial} ${event.app}`;
      const known = expected.get(key) ?? { casts: 0, last: 0 };
      expected.set(key, { casts: known.casts + 1, last: Math.max(known.last, event.stamp.getTime()) });
    }
    expect(
      new Map(
        casts.days.map((row) => [
          `${row.siteId} ${row.day} ${row.serial} ${row.app}`,
          { casts: row.casts, last: row.lastCastAt.getTime() },
        ]),
      ),
    ).toEqual(expected);
  });
});
