import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  addCalendarMonths,
  addCalendarYears,
  calendarDayOf,
  compareCalendarDays,
  endOfCalendarDay,
  formatCalendarDay,
  formatDayMonthYear,
  formatWallClockTime,
  parseCalendarDay,
  startOfCalendarDay,
} from "./calendar-day";

describe("calendar days in Paris time", () => {
  it("reads the day of an instant in Paris, not in UTC", () => {
    expect(calendarDayOf(new Date("2026-07-14T21:59:59Z"))).toEqual({ year: 2026, month: 7, day: 14 });
    expect(calendarDayOf(new Date("2026-07-14T22:00:00Z"))).toEqual({ year: 2026, month: 7, day: 15 });
    expect(calendarDayOf(new Date("2026-01-14T23:00:00Z"), "UTC")).toEqual({ year: 2026, month: 1, day: 14 });
  });

  it("starts and ends days at Paris midnight, across both clock changes", () => {
    expect(startOfCalendarDay({ year: 2026, month: 7, day: 14 }).toISOString()).toBe("2026-07-13T22:00:00.000Z");
    expect(endOfCalendarDay({ year: 2026, month: 1, day: 14 }).toISOString()).toBe("2026-01-14T22:59:59.999Z");
    // 29 March 2026 lasts 23 hours, 25 October 2026 25 hours.
    expect(startOfCalendarDay({ year: 2026, month: 3, day: 29 }).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(endOfCalendarDay({ year: 2026, month: 3, day: 29 }).toISOString()).toBe("2026-03-29T21:59:59.999Z");
    expect(startOfCalendarDay({ year: 2026, month: 10, day: 25 }).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(endOfCalendarDay({ year: 2026, month: 10, day: 25 }).toISOString()).toBe("2026-10-25T22:59:59.999Z");
  });

  it("moves by days, months and years, keeping to real days", () => {
    expect(addCalendarDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addCalendarMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addCalendarMonths({ year: 2026, month: 12, day: 15 }, 1)).toEqual({ year: 2027, month: 1, day: 15 });
    expect(addCalendarYears({ year: 2028, month: 2, day: 29 }, 1)).toEqual({ year: 2029, month: 2, day: 28 });
    expect(compareCalendarDays({ year: 2026, month: 2, day: 1 }, { year: 2026, month: 1, day: 31 })).toBeGreaterThan(0);
  });

  it("parses and writes days", () => {
    expect(parseCalendarDay("2026-02-28")).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseCalendarDay("2026-02-30")).toBeUndefined();
    expect(parseCalendarDay("28/02/2026")).toBeUndefined();
    expect(formatCalendarDay({ year: 2026, month: 3, day: 9 })).toBe("2026-03-09");
    expect(formatDayMonthYear({ year: 2026, month: 3, day: 9 })).toBe("09/03/2026");
    expect(formatDayMonthYear({ year: 2026, month: 3, day: 9 }, ".")).toBe("09.03.2026");
    expect(formatWallClockTime(new Date("2026-07-14T06:05:00Z"))).toBe("08:05");
    expect(formatWallClockTime(new Date("2026-01-14T23:59:59.999Z"))).toBe("00:59");
  });
});
