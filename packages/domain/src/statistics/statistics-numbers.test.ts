import { describe, expect, it } from "vitest";
import { averageDailyUse, averageToOneDecimal, roundToOneDecimal } from "./statistics-numbers";

describe("roundToOneDecimal (docs/product.md#statistics-limits: averages to one decimal)", () => {
  it("keeps one decimal, rounding half up", () => {
    expect(roundToOneDecimal(4 / 3)).toBe(1.3);
    expect(roundToOneDecimal(2.25)).toBe(2.3);
    expect(roundToOneDecimal(2.04)).toBe(2);
    expect(roundToOneDecimal(0)).toBe(0);
  });
});

describe("averageToOneDecimal", () => {
  it("averages to one decimal", () => {
    expect(averageToOneDecimal([1, 2, 2])).toBe(1.7);
    expect(averageToOneDecimal([10])).toBe(10);
  });

  it("has no average without values", () => {
    expect(averageToOneDecimal([])).toBeNull();
  });
});

describe("averageDailyUse (docs/product.md#statistics-limits: distinct users / installations × 100, two decimals)", () => {
  it("gives the share of sticks cast to on an average day, in percent to two decimals", () => {
    expect(averageDailyUse(1.3, 2)).toBe(65);
    expect(averageDailyUse(1, 3)).toBe(33.33);
    expect(averageDailyUse(2, 3)).toBe(66.67);
    expect(averageDailyUse(0, 12)).toBe(0);
  });

  it("has no use without installations", () => {
    expect(averageDailyUse(0, 0)).toBeNull();
    expect(averageDailyUse(3, 0)).toBeNull();
  });
});
