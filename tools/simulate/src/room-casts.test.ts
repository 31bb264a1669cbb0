import { describe, expect, it } from "vitest";
import type { DemoPlan } from "./demo-plan";
import { parisClock } from "./paris-clock";
import { castApps, collectorCasts, replaceStickInPlan, stickBusyness, stickCasts } from "./room-casts";
import { simulatedHotel } from "./simulated-site-fixtures";

const from = Date.parse("2026-10-01T00:00:00Z");
const to = Date.parse("2026-11-01T00:00:00Z");
const serials = Array.from({ length: 40 }, (_, index) => `GA${String(index).padStart(4, "0")}CC${index * 7}`);
const month = serials.flatMap((serial) => stickCasts(serial, from, to).map((cast) => ({ serial, ...cast })));

describe("the hotel sticks' casts", () => {
  it("are the same casts each time they are drawn, and a split span draws the same as the whole", () => {
    const serial = serials[3] as string;
    expect(stickCasts(serial, from, to)).toEqual(stickCasts(serial, from, to));
    const middle = Date.parse("2026-10-17T19:30:00Z");
    expect([...stickCasts(serial, from, middle), ...stickCasts(serial, middle, to)]).toEqual(
      stickCasts(serial, from, to),
    );
  });

  it("fall within the span, oldest first, never twice on a stick at one stamp", () => {
    for (const serial of serials.slice(0, 5)) {
      const stamps = stickCasts(serial, from, to).map((cast) => cast.stamp);
      expect(stamps.every((stamp) => stamp > from && stamp <= to)).toBe(true);
      expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
      expect(new Set(stamps).size).toBe(stamps.length);
    }
  });

  it("come at a hotel room's rate: a few a day, with rooms idle some days", () => {
    const perStickDay = month.length / serials.length / 31;
    expect(perStickDay).toBeGreaterThan(1);
    expect(perStickDay).toBeLessThan(3);
    const castingDays = new Set(month.map((cast) => `${cast.serial} ${new Date(cast.stamp + 3_600_000).getUTCDate()}`));
    expect(castingDays.size / (serials.length * 31)).toBeGreaterThan(0.4);
    expect(castingDays.size / (serials.length * 31)).toBeLessThan(0.8);
  });

  it("are busier in the evening and the morning than at night or midday", () => {
    const byHour = (low: number, high: number) =>
      month.filter((cast) => {
        const hour = parisClock(cast.stamp).hour;
        return hour >= low && hour < high;
      }).length;
    expect(byHour(19, 23)).toBeGreaterThan(4 * byHour(2, 6));
    expect(byHour(19, 23)).toBeGreaterThan(2 * byHour(10, 14));
    expect(byHour(7, 9)).toBeGreaterThan(byHour(2, 6));
  });

  it("favour the streaming apps guests use most, and every app of the list is cast", () => {
    const counts = new Map<string, number>();
    for (const cast of month) counts.set(cast.app, (counts.get(cast.app) ?? 0) + 1);
    const ranked = [...counts].sort((a, b) => b[1] - a[1]).map(([app]) => app);
    expect(ranked.slice(0, 2)).toEqual(["Netflix", "YouTube"]);
    expect(new Set(ranked)).toEqual(new Set(castApps.map(([app]) => app)));
  });

  it("make a few sticks far busier than the others", () => {
    const busyness = serials.map(stickBusyness);
    expect(busyness.filter((value) => value > 2).length).toBeGreaterThan(0);
    expect(busyness.filter((value) => value > 2).length).toBeLessThan(serials.length / 4);
  });

  it("are sent for the sticks of the collector's sites only, as the ingest takes them", () => {
    const site = (siteId: number, sticks?: string[]) => simulatedHotel(siteId, sticks ? { sticks } : {});
    const plan: DemoPlan = {
      sites: [site(1, [serials[0] as string]), site(2, [serials[1] as string]), site(3)],
      collectors: [{ name: "simulated: Hôtels", siteIds: [1, 3] }],
    };
    const items = collectorCasts(plan, { name: "simulated: Hôtels", siteIds: [1, 3] }, from, to);
    expect(items.length).toBe(stickCasts(serials[0] as string, from, to).length);
    expect(items[0]).toEqual({
      site_id: 1,
      serial: serials[0],
      app: expect.any(String),
      stamp: expect.stringMatching(/^2026-10-\d\dT\d\d:\d\d:\d\d\.000Z$/),
    });
  });

  it("cast on the spare once a stick is replaced", () => {
    const plan: DemoPlan = {
      sites: [simulatedHotel(1, { sticks: ["CC-0001", "CC-0002"] })],
      collectors: [],
    };
    replaceStickInPlan(plan, 1, "CC-0001", "SP-CC-1");
    expect(plan.sites[0]?.sticks).toEqual(["CC-0002", "SP-CC-1"]);
    // A TV or another site's serial changes nothing.
    replaceStickInPlan(plan, 1, "TV-0001", "SP-TV-1");
    replaceStickInPlan(plan, 2, "CC-0002", "SP-CC-2");
    expect(plan.sites[0]?.sticks).toEqual(["CC-0002", "SP-CC-1"]);
  });
});
