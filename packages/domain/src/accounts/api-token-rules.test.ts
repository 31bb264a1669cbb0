import { describe, expect, it } from "vitest";
import {
  apiTokenExpiresAt,
  apiTokenExpiryDayBounds,
  isApiTokenExpired,
  isApiTokenExpiryDayAllowed,
} from "./api-token-rules";

// 23:30 in Paris on 31 January 2026, already 1 February in Beijing, still 31 January in New York.
const now = new Date("2026-01-31T22:30:00.000Z");

describe("API token expiry day", () => {
  it("runs from tomorrow to a year ahead, in Paris days", () => {
    expect(apiTokenExpiryDayBounds(now)).toEqual({
      earliest: { year: 2026, month: 2, day: 1 },
      latest: { year: 2027, month: 1, day: 31 },
    });
    expect(isApiTokenExpiryDayAllowed({ year: 2026, month: 1, day: 31 }, now)).toBe(false);
    expect(isApiTokenExpiryDayAllowed({ year: 2026, month: 2, day: 1 }, now)).toBe(true);
    expect(isApiTokenExpiryDayAllowed({ year: 2027, month: 1, day: 31 }, now)).toBe(true);
    expect(isApiTokenExpiryDayAllowed({ year: 2027, month: 2, day: 1 }, now)).toBe(false);
  });

  it("a year from 29 February ends on 28 February", () => {
    expect(apiTokenExpiryDayBounds(new Date("2028-02-29T10:00:00.000Z")).latest).toEqual({
      year: 2029,
      month: 2,
      day: 28,
    });
  });

  it("ends with the day in Paris, summer and winter time alike", () => {
    expect(apiTokenExpiresAt({ year: 2026, month: 2, day: 1 }).toISOString()).toBe("2026-02-01T22:59:59.999Z");
    expect(apiTokenExpiresAt({ year: 2026, month: 7, day: 14 }).toISOString()).toBe("2026-07-14T21:59:59.999Z");
  });

  it("a token works to its last millisecond, and never expires without an expiry", () => {
    const expiresAt = apiTokenExpiresAt({ year: 2026, month: 2, day: 1 });
    expect(isApiTokenExpired(expiresAt, expiresAt)).toBe(false);
    expect(isApiTokenExpired(expiresAt, new Date(expiresAt.getTime() + 1))).toBe(true);
    expect(isApiTokenExpired(null, new Date("2100-01-01T00:00:00.000Z"))).toBe(false);
  });
});
