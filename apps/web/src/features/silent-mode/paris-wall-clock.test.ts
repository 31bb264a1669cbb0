import { describe, expect, it } from "vitest";
import { instantOfParisWallClock, parisWallClockOf } from "./paris-wall-clock";

describe("Paris wall-clock times of the panel's fields (docs/alerts.md#silent-mode)", () => {
  it("reads a field's time in Paris, winter or summer, whatever the browser's zone", () => {
    expect(instantOfParisWallClock("2026-11-23 02:00:00")).toBe("2026-11-23T01:00:00.000Z");
    expect(instantOfParisWallClock("2026-07-06 02:00")).toBe("2026-07-06T00:00:00.000Z");
  });

  it("reads nothing from an incomplete entry or a day that does not exist", () => {
    expect(instantOfParisWallClock("")).toBeUndefined();
    expect(instantOfParisWallClock("2026-11-23")).toBeUndefined();
    expect(instantOfParisWallClock("2026-11-31 10:00:00")).toBeUndefined();
  });

  it("writes an instant back as the field shows it, to the minute", () => {
    expect(parisWallClockOf("2026-11-20T15:42:31.000Z")).toBe("2026-11-20 16:42:00");
    expect(parisWallClockOf(new Date("2026-07-06T00:00:00.000Z"))).toBe("2026-07-06 02:00:00");
  });
});
