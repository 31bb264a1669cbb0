import { describe, expect, it } from "vitest";
import { needsStepUp } from "./step-up";
import { stepUpLifetimeMs } from "./two-factor-schemas";

const now = new Date("2026-03-10T09:00:00.000Z");
const before = (ms: number) => new Date(now.getTime() - ms);

describe("needsStepUp", () => {
  it("asks nothing of an account without two-factor", () => {
    expect(needsStepUp({ twoFactorEnabled: false, secondFactorAt: null, now })).toBe(false);
  });

  it("asks for a second factor when the session never had one", () => {
    expect(needsStepUp({ twoFactorEnabled: true, secondFactorAt: null, now })).toBe(true);
  });

  it("lets a second factor of the last 5 minutes through, not an older one", () => {
    expect(stepUpLifetimeMs).toBe(5 * 60_000);
    expect(needsStepUp({ twoFactorEnabled: true, secondFactorAt: now, now })).toBe(false);
    expect(needsStepUp({ twoFactorEnabled: true, secondFactorAt: before(stepUpLifetimeMs - 1), now })).toBe(false);
    expect(needsStepUp({ twoFactorEnabled: true, secondFactorAt: before(stepUpLifetimeMs), now })).toBe(true);
  });
});
