import { describe, expect, it } from "vitest";
import { isLockedAt, reasonAfterFailures } from "./lockout-policy";

describe("lockout policy", () => {
  it("warns at the fourth failure and locks at the fifth", () => {
    expect([1, 2, 3, 4, 5, 6].map(reasonAfterFailures)).toEqual([
      "invalid_credentials",
      "invalid_credentials",
      "invalid_credentials",
      "last_attempt",
      "locked",
      "locked",
    ]);
  });

  it("holds a lock until its end", () => {
    const now = new Date("2025-01-01T10:00:00Z");
    expect(isLockedAt({ lockedUntil: null }, now)).toBe(false);
    expect(isLockedAt({ lockedUntil: new Date("2025-01-01T10:00:01Z") }, now)).toBe(true);
    expect(isLockedAt({ lockedUntil: now }, now)).toBe(false);
  });
});
