import { describe, expect, it } from "vitest";
import {
  defaultStatisticsSince,
  statisticsRangeOf,
  statisticsRangeSearchSchema,
  statisticsWindow,
  unixWindow,
} from "./statistics-window";

// 2026-11-22 at 15:00 in Paris (UTC+1 in winter).
const now = new Date("2026-11-22T14:00:00.000Z");

describe("the statistics date-range bar (docs/product.md#statistics-dates)", () => {
  it("opens on the last 7 days when the address names no window", () => {
    expect(defaultStatisticsSince).toBe("D7");
    expect(statisticsRangeOf(statisticsRangeSearchSchema.parse({}))).toEqual({ since: "D7" });
  });

  it("reads a period, and explicit bounds before it when both are there and in order", () => {
    expect(statisticsRangeOf(statisticsRangeSearchSchema.parse({ since: "M6" }))).toEqual({ since: "M6" });
    expect(statisticsRangeOf(statisticsRangeSearchSchema.parse({ since: "M1", from: "100", to: "200" }))).toEqual({
      from: 100,
      to: 200,
    });
  });

  it("drops a wrong value of the address rather than failing: the screen opens on the default", () => {
    const search = statisticsRangeSearchSchema.parse({ since: "Y1", from: "soon", to: "" });
    expect(search).toEqual({ since: undefined, from: undefined, to: undefined });
    expect(statisticsRangeOf(search)).toEqual({ since: "D7" });
  });

  it("ignores bounds that cross or come alone", () => {
    expect(statisticsRangeOf({ since: "M1", from: 200, to: 100 })).toEqual({ since: "M1" });
    expect(statisticsRangeOf({ since: undefined, from: 200, to: undefined })).toEqual({ since: "D7" });
  });

  it("starts each period at a Paris midnight and stops it now", () => {
    const startOf = (since: "D0" | "D7" | "M1" | "M6") => statisticsWindow({ since }, now).startAt.toISOString();
    expect(startOf("D0")).toBe("2026-11-21T23:00:00.000Z");
    expect(startOf("D7")).toBe("2026-11-15T23:00:00.000Z");
    expect(startOf("M1")).toBe("2026-10-21T22:00:00.000Z");
    // Six months back is in summer time: midnight in Paris is 22:00 UTC.
    expect(startOf("M6")).toBe("2026-05-21T22:00:00.000Z");
    expect(statisticsWindow({ since: "M6" }, now).stopAt).toEqual(now);
  });

  it("takes explicit bounds as unix seconds, and gives a window back in whole seconds", () => {
    const window = statisticsWindow({ from: 1_780_000_000, to: 1_780_086_400 }, now);
    expect(window).toEqual({ startAt: new Date(1_780_000_000_000), stopAt: new Date(1_780_086_400_000) });
    expect(unixWindow({ startAt: new Date(1_000_500), stopAt: new Date(2_000_500) })).toEqual({
      start_at: 1000,
      stop_at: 2001,
    });
  });
});
