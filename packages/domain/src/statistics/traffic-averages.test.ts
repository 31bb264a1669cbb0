import { describe, expect, it } from "vitest";
import {
  averageUsersByHourOfDay,
  averageUsersByWeekday,
  hourOfDayTicks,
  isHourOfDayAverageShown,
  type TrafficTimelinePoint,
  timelineStep,
} from "./traffic-averages";

const unix = (iso: string) => Date.parse(iso) / 1000;
const point = (iso: string, activeUsers: number): TrafficTimelinePoint => ({
  timeline: unix(iso),
  active_users: activeUsers,
});

describe("the hour-of-day average's ticks and visibility (docs/product.md#statistics-overview, docs/product.md#statistics-limits)", () => {
  it("marks 2h, 7h, 12h, 17h and 22h", () => {
    expect(hourOfDayTicks).toEqual([2, 7, 12, 17, 22]);
  });

  it("takes the step as the smallest gap between points, none under two points", () => {
    expect(timelineStep([])).toBeUndefined();
    expect(timelineStep([point("2026-11-20T10:00:00Z", 1)])).toBeUndefined();
    expect(
      timelineStep([
        point("2026-11-20T10:00:00Z", 1),
        point("2026-11-20T12:00:00Z", 1),
        point("2026-11-20T13:00:00Z", 1),
      ]),
    ).toBe(3600);
  });

  it("shows it up to hourly points and hides it above an hour's step", () => {
    const hourly = [point("2026-11-20T10:00:00Z", 1), point("2026-11-20T11:00:00Z", 2)];
    const fiveMinutes = [point("2026-11-20T10:00:00Z", 1), point("2026-11-20T10:05:00Z", 2)];
    const twoHours = [point("2026-11-20T10:00:00Z", 1), point("2026-11-20T12:00:00Z", 2)];
    const daily = [point("2026-11-19T23:00:00Z", 1), point("2026-11-20T23:00:00Z", 2)];
    expect(isHourOfDayAverageShown(hourly)).toBe(true);
    expect(isHourOfDayAverageShown(fiveMinutes)).toBe(true);
    expect(isHourOfDayAverageShown(twoHours)).toBe(false);
    expect(isHourOfDayAverageShown(daily)).toBe(false);
    expect(isHourOfDayAverageShown([point("2026-11-20T10:00:00Z", 1)])).toBe(false);
  });
});

describe("the traffic averages, in Paris time, to one decimal (docs/product.md#statistics-overview, docs/product.md#statistics-limits)", () => {
  it("averages by weekday, Monday first, by the Paris day of each point", () => {
    const averages = averageUsersByWeekday([
      // Monday 2026-11-16 in Paris.
      point("2026-11-16T09:00:00Z", 10),
      point("2026-11-16T15:00:00Z", 5),
      point("2026-11-16T16:00:00Z", 6),
      // Sunday 23:30 UTC is already Monday 00:30 in Paris.
      point("2026-11-22T23:30:00Z", 4),
      // Sunday 2026-11-22.
      point("2026-11-22T10:00:00Z", 3),
    ]);
    expect(averages).toHaveLength(7);
    expect(averages[0]).toEqual({ slot: 0, average: 6.3 });
    expect(averages[6]).toEqual({ slot: 6, average: 3 });
    expect(averages.slice(1, 6).every((slot) => slot.average === null)).toBe(true);
  });

  it("averages by Paris hour of the day, summer time included", () => {
    const averages = averageUsersByHourOfDay([
      // 07:00 in Paris in winter (UTC+1) and in summer (UTC+2).
      point("2026-11-20T06:00:00Z", 3),
      point("2026-07-20T05:00:00Z", 4),
      // 22:00 in Paris.
      point("2026-11-20T21:00:00Z", 1),
      point("2026-11-21T21:00:00Z", 2),
      point("2026-11-22T21:00:00Z", 2),
    ]);
    expect(averages).toHaveLength(24);
    expect(averages[7]).toEqual({ slot: 7, average: 3.5 });
    expect(averages[22]).toEqual({ slot: 22, average: 1.7 });
    expect(averages.filter((slot) => slot.average !== null).map((slot) => slot.slot)).toEqual([7, 22]);
  });

  it("leaves every slot empty without points", () => {
    expect(averageUsersByHourOfDay([]).every((slot) => slot.average === null)).toBe(true);
    expect(averageUsersByWeekday([]).every((slot) => slot.average === null)).toBe(true);
  });
});
