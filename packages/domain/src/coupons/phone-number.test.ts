import { describe, expect, it } from "vitest";
import { internationalPhoneNumber, optionalPhoneNumberSchema } from "./phone-number";

describe("internationalPhoneNumber (docs/product.md#codes-validation: a valid international number)", () => {
  it.each([
    ["+33 6 12 34 56 78", "+33612345678"],
    ["+33612345678", "+33612345678"],
    ["0033 6 12 34 56 78", "+33612345678"],
    ["+44 7911 123456", "+447911123456"],
    ["+1 (201) 555-0123", "+12015550123"],
    ["+49 30 123456", "+4930123456"],
    ["  +34 612 34 56 78 ", "+34612345678"],
  ])("reads %s as %s", (text, number) => {
    expect(internationalPhoneNumber(text)).toBe(number);
  });

  it.each([
    ["a national number", "0612345678"],
    ["too short", "+3361234567"],
    ["too long", "+33 6 12 34 56 78 9"],
    ["an unknown country code", "+999 123 456"],
    ["letters", "+33abc612345678"],
    ["an extension", "+33612345678 ext 3"],
    ["empty", ""],
  ])("refuses %s", (_, text) => {
    expect(internationalPhoneNumber(text)).toBeUndefined();
  });
});

describe("optionalPhoneNumberSchema", () => {
  it("reads none from null, absent or blank, and a number in E.164", () => {
    expect(optionalPhoneNumberSchema.parse(null)).toBeNull();
    expect(optionalPhoneNumberSchema.parse(undefined)).toBeNull();
    expect(optionalPhoneNumberSchema.parse("  ")).toBeNull();
    expect(optionalPhoneNumberSchema.parse("+33 6 12 34 56 78")).toBe("+33612345678");
  });

  it("says coupons.phone_number_error for anything else", () => {
    for (const value of ["06 12 34 56 78", 612345678]) {
      const result = optionalPhoneNumberSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["coupons.phone_number_error"]);
    }
  });
});
