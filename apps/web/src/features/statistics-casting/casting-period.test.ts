import { castingDefaultWindow, castingLastDaysWindow } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { castingPeriodWindow, defaultCastingPeriod, monthOptionValue, periodValue } from "./casting-period";

const now = new Date("2026-11-26T15:30:00Z");

describe("castingPeriodWindow (docs/product.md#statistics-casting)", () => {
  it("is the last 31 days by default", () => {
    expect(castingPeriodWindow(defaultCastingPeriod, now)).toEqual(castingDefaultWindow(now));
    expect(castingPeriodWindow({ kind: "lastDays", days: 5 }, now)).toEqual(castingLastDaysWindow(5, now));
  });

  it("is a whole calendar month in Paris time, the current one stopping now", () => {
    expect(castingPeriodWindow({ kind: "month", year: 2025, month: 3 }, now)).toEqual({
      startAt: new Date("2025-02-28T23:00:00Z"),
      stopAt: new Date("2025-03-31T21:59:59.999Z"),
    });
    expect(castingPeriodWindow({ kind: "month", year: 2026, month: 11 }, now).stopAt).toEqual(now);
  });

  it("falls back to the default for a month the picker does not offer (before 2018)", () => {
    expect(castingPeriodWindow({ kind: "month", year: 2017, month: 12 }, now)).toEqual(castingDefaultWindow(now));
  });

  it("gives each choice its own picker value", () => {
    expect(periodValue(defaultCastingPeriod)).toBe("lastDays");
    expect(periodValue({ kind: "month", year: 2025, month: 3 })).toBe("2025-03");
    expect(monthOptionValue({ year: 2018, month: 1, window: castingDefaultWindow(now) })).toBe("2018-01");
  });
});
