import { describe, expect, it } from "vitest";
import { bandwidthUsePercent } from "./bandwidth-use";

describe("bandwidthUsePercent (SPEC §2)", () => {
  it("is current over maximum in whole percent, rounded to the nearest", () => {
    expect(bandwidthUsePercent(410, 500)).toBe(82);
    expect(bandwidthUsePercent(1, 3)).toBe(33);
    expect(bandwidthUsePercent(2, 3)).toBe(67);
    expect(bandwidthUsePercent(0, 500)).toBe(0);
  });

  it("is at most 100 when the current goes over the line's maximum", () => {
    expect(bandwidthUsePercent(600, 500)).toBe(100);
  });

  it("is null without a maximum to compare with", () => {
    expect(bandwidthUsePercent(10, 0)).toBeNull();
  });
});
