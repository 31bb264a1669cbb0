import { describe, expect, it } from "vitest";
import { isSessionLive, sessionExpiresAt, shouldTouchSession } from "./session-policy";

const start = new Date("2025-03-01T08:00:00Z");
const hours = (n: number) => new Date(start.getTime() + n * 3_600_000);

describe("session policy", () => {
  it("ends 14 days after sign-in, 30 with remember me", () => {
    expect(sessionExpiresAt(start, false)).toEqual(hours(14 * 24));
    expect(sessionExpiresAt(start, true)).toEqual(hours(30 * 24));
  });

  it("ends after 12 idle hours without remember me", () => {
    const session = { lastSeenAt: start, expiresAt: sessionExpiresAt(start, false), rememberMe: false };
    expect(isSessionLive(session, hours(11.9))).toBe(true);
    expect(isSessionLive(session, hours(12))).toBe(false);
  });

  it("survives idle days with remember me, up to its end", () => {
    const session = { lastSeenAt: start, expiresAt: sessionExpiresAt(start, true), rememberMe: true };
    expect(isSessionLive(session, hours(72))).toBe(true);
    expect(isSessionLive(session, hours(30 * 24))).toBe(false);
  });

  it("ends at its absolute end even when busy", () => {
    const session = { lastSeenAt: hours(14 * 24 - 1), expiresAt: sessionExpiresAt(start, false), rememberMe: false };
    expect(isSessionLive(session, hours(14 * 24))).toBe(false);
  });

  it("records activity at most once a minute", () => {
    expect(shouldTouchSession(start, new Date(start.getTime() + 59_000))).toBe(false);
    expect(shouldTouchSession(start, new Date(start.getTime() + 60_000))).toBe(true);
  });
});
