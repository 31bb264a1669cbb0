import { describe, expect, it } from "vitest";
import { apiTokenUseIntervalMs, shouldRecordApiTokenUse } from "./api-token-policy";

describe("shouldRecordApiTokenUse", () => {
  const now = new Date("2026-11-22T10:00:00.000Z");
  const before = (ms: number) => new Date(now.getTime() - ms);

  it("records a first use, then at most once a minute", () => {
    expect(shouldRecordApiTokenUse(null, now)).toBe(true);
    expect(shouldRecordApiTokenUse(before(apiTokenUseIntervalMs - 1), now)).toBe(false);
    expect(shouldRecordApiTokenUse(before(apiTokenUseIntervalMs), now)).toBe(true);
  });
});
