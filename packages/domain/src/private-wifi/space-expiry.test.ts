import { describe, expect, it } from "vitest";
import {
  isExpiryDayAllowed,
  isPrivateSpaceExpired,
  privateSpaceExpiryInstant,
  privateSpaceStateAt,
} from "./space-expiry";

describe("a space's expiry day (docs/private-wifi.md#expiry)", () => {
  it("works through the whole day, Paris time, winter and summer", () => {
    expect(privateSpaceExpiryInstant("2026-01-15").toISOString()).toBe("2026-01-15T23:00:00.000Z");
    expect(privateSpaceExpiryInstant("2026-06-30").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(isPrivateSpaceExpired("2026-06-30", new Date("2026-06-30T21:59:59Z"))).toBe(false);
    expect(isPrivateSpaceExpired("2026-06-30", new Date("2026-06-30T22:00:00Z"))).toBe(true);
  });

  it("never expires without a day", () => {
    expect(isPrivateSpaceExpired(null, new Date("2099-01-01T00:00:00Z"))).toBe(false);
    expect(privateSpaceStateAt(null, new Date())).toBe("active");
    expect(privateSpaceStateAt("2020-01-01", new Date("2026-01-01T00:00:00Z"))).toBe("expired");
  });

  it("accepts today (Paris) or later, not yesterday", () => {
    // 23:30 UTC on 14 January is already 15 January in Paris.
    const now = new Date("2026-01-14T23:30:00Z");
    expect(isExpiryDayAllowed("2026-01-15", now)).toBe(true);
    expect(isExpiryDayAllowed("2026-01-14", now)).toBe(false);
    expect(isExpiryDayAllowed("not a day", now)).toBe(false);
  });
});
