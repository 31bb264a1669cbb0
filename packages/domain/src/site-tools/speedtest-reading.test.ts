import { describe, expect, it } from "vitest";
import { speedTestCorrection, speedTestReading } from "./speedtest-reading";

const mbps = (value: number) => value * 1_000_000;

describe("speedTestReading (docs/site-tools.md#speed-test)", () => {
  it("keeps SPEC's correction of 20 to 30 percent", () => {
    expect(speedTestCorrection).toEqual({ usual: 0.2, most: 0.3 });
  });

  it("reads as contracted from 80 % of the contracted rate", () => {
    expect(speedTestReading(mbps(80), mbps(100)).reading).toBe("as_contracted");
    expect(speedTestReading(mbps(100), mbps(100)).reading).toBe("as_contracted");
    expect(speedTestReading(mbps(130), mbps(100)).reading).toBe("as_contracted");
    expect(speedTestReading(mbps(80) - 1, mbps(100)).reading).toBe("within_margin");
  });

  it("reads within the margin from 70 % to under 80 %", () => {
    expect(speedTestReading(mbps(70), mbps(100)).reading).toBe("within_margin");
    expect(speedTestReading(mbps(75), mbps(100)).reading).toBe("within_margin");
    expect(speedTestReading(mbps(70) - 1, mbps(100)).reading).toBe("below_contract");
  });

  it("reads below the contract under 70 %, zero included", () => {
    expect(speedTestReading(mbps(69), mbps(100)).reading).toBe("below_contract");
    expect(speedTestReading(0, mbps(100)).reading).toBe("below_contract");
  });

  it("puts exactly 70 % and 80 % of an odd rate on the upper side", () => {
    // (1 - 0.3) * 11 Mbit/s is 7,699,999.999... in floating point; the rule compares whole percentages.
    expect(speedTestReading(7_700_000, mbps(11)).reading).toBe("within_margin");
    expect(speedTestReading(7_699_999, mbps(11)).reading).toBe("below_contract");
    expect(speedTestReading(8_800_000, mbps(11)).reading).toBe("as_contracted");
  });

  it("gives the ratio and the range a healthy line reads in, never a corrected figure", () => {
    expect(speedTestReading(mbps(45), mbps(60))).toEqual({
      reading: "within_margin",
      ratio: 0.75,
      healthyFrom: mbps(42),
      contractedFrom: mbps(48),
    });
  });

  it("has nothing to compare with without a contracted rate, or a rate of 0", () => {
    const none = { reading: "no_contract", ratio: null, healthyFrom: null, contractedFrom: null };
    expect(speedTestReading(mbps(50), null)).toEqual(none);
    expect(speedTestReading(mbps(50), 0)).toEqual(none);
  });
});
