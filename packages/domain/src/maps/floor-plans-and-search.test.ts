import { describe, expect, it } from "vitest";
import { fieldErrorsFromZodIssues } from "../errors/api-error-body";
import { equipmentSearchQuerySchema, macDigitsOf, storedMacOf } from "./equipment-search";
import { floorPlanParamsSchema, floorPlanQuerySchema, floorPlanUrl, planReplacementScale } from "./floor-plan-requests";

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  fieldErrorsFromZodIssues(result.error?.issues ?? []);

describe("a floor plan's address", () => {
  it("carries the digest, so each version of the plan is a new address", () => {
    expect(floorPlanUrl("5c1a0000-0000-4000-8000-000000000001", "ab12")).toBe(
      "/monitoring/floors/5c1a0000-0000-4000-8000-000000000001/plan?v=ab12",
    );
  });

  it("names a floor by UUID only, and reads a blank v as absent", () => {
    expect(floorPlanParamsSchema.safeParse({ floorUuid: "5C1A0000-0000-4000-8000-000000000001" }).success).toBe(true);
    for (const wrong of ["1", "5c1a0000-0000-4000-8000-00000000000", "\u0000", "x".repeat(5000)]) {
      expect(floorPlanParamsSchema.safeParse({ floorUuid: wrong }).success).toBe(false);
    }
    expect(floorPlanQuerySchema.parse({ v: "" })).toEqual({ v: undefined });
    expect(errorsOf(floorPlanQuerySchema.safeParse({ v: "a\u0000" }))).toEqual({
      v: ["formErrors.invalid_character"],
    });
  });
});

describe("replacing a plan by one of another size", () => {
  it("scales positions by each side and the metres of a unit by the inverse of their mean", () => {
    expect(planReplacementScale({ width: 1000, height: 700 }, { width: 2000, height: 1400 })).toEqual({
      x: 2,
      y: 2,
      metresPerUnit: 0.5,
    });
    const stretched = planReplacementScale({ width: 1000, height: 500 }, { width: 4000, height: 500 });
    expect([stretched.x, stretched.y, stretched.metresPerUnit]).toEqual([4, 1, 0.5]);
  });

  it("takes a floor without a plan to have had its positions on the default size", () => {
    expect(planReplacementScale(null, { width: 2000, height: 1400 })).toMatchObject({ x: 2, y: 2 });
  });
});

describe("the equipment search query", () => {
  it("takes 2 to 100 characters once trimmed, and 1 to 50 hits, 20 by default", () => {
    expect(equipmentSearchQuerySchema.parse({ q: " ap " })).toEqual({ q: "ap", limit: 20 });
    expect(equipmentSearchQuerySchema.parse({ q: "ap", limit: "50" })).toEqual({ q: "ap", limit: 50 });
    expect(errorsOf(equipmentSearchQuerySchema.safeParse({ q: " a " }))).toEqual({ q: ["formErrors.min_length"] });
    expect(errorsOf(equipmentSearchQuerySchema.safeParse({}))).toEqual({ q: ["formErrors.required"] });
    expect(errorsOf(equipmentSearchQuerySchema.safeParse({ q: "x".repeat(101) }))).toEqual({
      q: ["formErrors.max_length"],
    });
    for (const limit of ["0", "51", "1.5", "abc"]) {
      expect(errorsOf(equipmentSearchQuerySchema.safeParse({ q: "ap", limit }))).toEqual({
        limit: ["formErrors.invalid"],
      });
    }
  });

  it("reads a MAC typed in any form as its digits", () => {
    expect(macDigitsOf("AA-BB-CC")).toBe("aabbcc");
    expect(macDigitsOf("aabb.ccdd.eeff")).toBe("aabbccddeeff");
    expect(macDigitsOf(" 0A:D1:00:05 ")).toBe("0ad10005");
    expect(macDigitsOf("BP-0-01")).toBeNull();
    expect(macDigitsOf("aa:bb:cc:dd:ee:ff:00")).toBeNull();
    expect(storedMacOf("AABBCCDDEEFF".toLowerCase())).toBe("aa:bb:cc:dd:ee:ff");
    expect(storedMacOf("aabbcc")).toBeNull();
  });
});
