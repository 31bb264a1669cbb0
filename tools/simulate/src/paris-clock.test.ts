import { describe, expect, it } from "vitest";
import { parisClock, parisDayStart } from "./paris-clock";

describe("the Paris clock", () => {
  it("reads Paris time, winter and summer", () => {
    expect(parisClock(new Date("2026-01-14T20:30:00Z"))).toEqual({ hour: 21.5, weekday: 3, month: 0, day: 14 });
    expect(parisClock(Date.parse("2026-07-14T22:15:00Z"))).toEqual({ hour: 0.25, weekday: 3, month: 6, day: 15 });
  });

  it("starts each day at Paris midnight, on the days the clocks change too", () => {
    const dayStart = (text: string) => new Date(parisDayStart(Date.parse(text))).toISOString();
    expect(dayStart("2026-03-29T21:59:59Z")).toBe("2026-03-28T23:00:00.000Z");
    expect(dayStart("2026-03-29T22:00:00Z")).toBe("2026-03-29T22:00:00.000Z");
    expect(dayStart("2026-10-25T22:59:59Z")).toBe("2026-10-24T22:00:00.000Z");
    expect(dayStart("2026-10-25T23:00:00Z")).toBe("2026-10-25T23:00:00.000Z");
  });
});
