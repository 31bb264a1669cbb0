import { describe, expect, it } from "vitest";
import { jobRetryDelayMs } from "./job-retry-delay";

describe("jobRetryDelayMs", () => {
  it("doubles from 10 seconds and stops at an hour", () => {
    expect([1, 2, 3, 4].map(jobRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(jobRetryDelayMs(9)).toBe(2_560_000);
    expect(jobRetryDelayMs(10)).toBe(3_600_000);
    expect(jobRetryDelayMs(50)).toBe(3_600_000);
  });
});
