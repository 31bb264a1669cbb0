import { productTimeZone, wallTimeIn } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { parisWallClock } from "./export-cells";

describe("Paris wall-clock times of an export", () => {
  it("reads each instant as the zone's rules do, across both clock changes of a year", () => {
    const wallClock = parisWallClock();
    // Every 7 minutes through the nights of 2026's changes (29 March, 25 October), and around them.
    const starts = [Date.parse("2026-03-28T22:00:00Z"), Date.parse("2026-10-24T22:00:00Z")];
    for (const start of starts) {
      for (let time = start; time < start + 8 * 3_600_000; time += 7 * 60_000 + 13_000) {
        expect(wallClock(new Date(time)).getTime()).toBe(wallTimeIn(productTimeZone, time));
      }
    }
    expect(wallClock(new Date("2026-03-29T00:59:59.999Z")).toISOString()).toBe("2026-03-29T01:59:59.999Z");
    expect(wallClock(new Date("2026-03-29T01:00:00.000Z")).toISOString()).toBe("2026-03-29T03:00:00.000Z");
    expect(wallClock(new Date("2026-10-25T00:30:00.000Z")).toISOString()).toBe("2026-10-25T02:30:00.000Z");
    expect(wallClock(new Date("2026-10-25T01:30:00.000Z")).toISOString()).toBe("2026-10-25T02:30:00.000Z");
  });
});
