import { describe, expect, it } from "vitest";
import { nextSlotStart, recurringSlot } from "./recurring-slot";

describe("recurringSlot", () => {
  it("cuts time into slots counted from the epoch, keyed by their start", () => {
    const now = new Date("2026-11-29T20:07:31.250Z");
    expect(recurringSlot(now, 60_000)).toEqual({
      start: new Date("2026-11-29T20:07:00Z"),
      key: "2026-11-29T20:07:00.000Z",
    });
    expect(recurringSlot(now, 5 * 60_000).key).toBe("2026-11-29T20:05:00.000Z");
    expect(recurringSlot(now, 86_400_000).key).toBe("2026-11-29T00:00:00.000Z");
  });

  it("puts a slot's first instant in it and its last one before the next", () => {
    expect(recurringSlot(new Date("2026-11-29T20:00:00.000Z"), 60_000).key).toBe("2026-11-29T20:00:00.000Z");
    expect(recurringSlot(new Date("2026-11-29T20:00:59.999Z"), 60_000).key).toBe("2026-11-29T20:00:00.000Z");
    expect(nextSlotStart(new Date("2026-11-29T20:00:59.999Z"), 60_000)).toEqual(new Date("2026-11-29T20:01:00Z"));
  });
});
