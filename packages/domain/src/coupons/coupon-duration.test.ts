import { describe, expect, it } from "vitest";
import { couponDurationParts, offerDurationSeconds } from "./coupon-duration";

describe("couponDurationParts (docs/product.md#codes-screens: hours under a day, whole weeks, else days)", () => {
  it.each([
    [3_600, { value: 1, unit: "hour" }],
    [5_400, { value: 1.5, unit: "hour" }],
    [86_399, { value: 24, unit: "hour" }],
    [86_400, { value: 1, unit: "day" }],
    [172_800, { value: 2, unit: "day" }],
    [129_600, { value: 1.5, unit: "day" }],
    [604_800, { value: 1, unit: "week" }],
    [1_209_600, { value: 2, unit: "week" }],
    [691_200, { value: 8, unit: "day" }],
    [2_592_000, { value: 30, unit: "day" }],
  ])("reads %i s as %o", (seconds, parts) => {
    expect(couponDurationParts(seconds)).toEqual(parts);
  });
});

describe("offerDurationSeconds", () => {
  it("counts hours, days, weeks and 30-day months", () => {
    expect(offerDurationSeconds({ durationValue: 48, durationUnit: "hour" })).toBe(172_800);
    expect(offerDurationSeconds({ durationValue: 7, durationUnit: "day" })).toBe(604_800);
    expect(offerDurationSeconds({ durationValue: 2, durationUnit: "week" })).toBe(1_209_600);
    expect(offerDurationSeconds({ durationValue: 12, durationUnit: "month" })).toBe(31_104_000);
  });
});
