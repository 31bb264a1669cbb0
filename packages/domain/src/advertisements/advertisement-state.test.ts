import { describe, expect, it } from "vitest";
import { calendarDayOf, parseCalendarDay } from "../dates/calendar-day";
import { advertisementPeriodsOverlap, advertisementState } from "./advertisement-state";

const day = (text: string) => {
  const parsed = parseCalendarDay(text);
  if (!parsed) throw new Error(`not a day: ${text}`);
  return parsed;
};

describe("advertisementState (docs/product.md#announcements-states)", () => {
  const period = { starts_at: "2026-06-15", ends_at: "2026-06-20" };

  it("is coming before the start day", () => {
    expect(advertisementState(period, day("2026-06-14"))).toBe("coming");
    expect(advertisementState(period, day("2025-12-31"))).toBe("coming");
  });

  it("is current from the start day through the end day, both included", () => {
    expect(advertisementState(period, day("2026-06-15"))).toBe("current");
    expect(advertisementState(period, day("2026-06-17"))).toBe("current");
    expect(advertisementState(period, day("2026-06-20"))).toBe("current");
  });

  it("is passed after the end day", () => {
    expect(advertisementState(period, day("2026-06-21"))).toBe("passed");
    expect(advertisementState(period, day("2027-01-01"))).toBe("passed");
  });

  it("is current on a one-day announcement's day only", () => {
    const oneDay = { starts_at: "2026-06-15", ends_at: "2026-06-15" };
    expect(advertisementState(oneDay, day("2026-06-14"))).toBe("coming");
    expect(advertisementState(oneDay, day("2026-06-15"))).toBe("current");
    expect(advertisementState(oneDay, day("2026-06-16"))).toBe("passed");
  });

  it("reads today on Paris' calendar: 23:30 UTC on the 20th is already the 21st", () => {
    expect(advertisementState(period, calendarDayOf(new Date("2026-06-20T21:30:00Z")))).toBe("current");
    expect(advertisementState(period, calendarDayOf(new Date("2026-06-20T22:30:00Z")))).toBe("passed");
    expect(advertisementState(period, calendarDayOf(new Date("2026-06-14T22:00:00Z")))).toBe("current");
  });
});

describe("advertisementPeriodsOverlap (docs/product.md#announcements-validation)", () => {
  const june = { starts_at: "2026-06-10", ends_at: "2026-06-20" };
  const period = (starts_at: string, ends_at: string) => ({ starts_at, ends_at });

  it.each([
    ["sharing the first day", period("2026-06-05", "2026-06-10")],
    ["sharing the last day", period("2026-06-20", "2026-06-25")],
    ["inside", period("2026-06-12", "2026-06-13")],
    ["around", period("2026-06-01", "2026-06-30")],
    ["the same", june],
  ])("overlaps a period %s", (_, other) => {
    expect(advertisementPeriodsOverlap(june, other)).toBe(true);
    expect(advertisementPeriodsOverlap(other, june)).toBe(true);
  });

  it.each([
    ["ending the day before", period("2026-06-01", "2026-06-09")],
    ["starting the day after", period("2026-06-21", "2026-06-22")],
  ])("does not overlap a period %s", (_, other) => {
    expect(advertisementPeriodsOverlap(june, other)).toBe(false);
    expect(advertisementPeriodsOverlap(other, june)).toBe(false);
  });

  it("compares across a month's and a year's end", () => {
    expect(advertisementPeriodsOverlap(period("2026-12-25", "2027-01-02"), period("2027-01-02", "2027-01-05"))).toBe(
      true,
    );
    expect(advertisementPeriodsOverlap(period("2026-12-25", "2026-12-31"), period("2027-01-01", "2027-01-05"))).toBe(
      false,
    );
  });
});
