import { describe, expect, it } from "vitest";
import { ingestBitsPerSecondSchema, ingestSmallCountSchema, maxBitsPerSecond } from "./ingest-fields";

describe("the ingest's numbers", () => {
  it("take rates up to 1 Tbit/s, so a day's sums of a site stay within a bigint", () => {
    expect(ingestBitsPerSecondSchema.parse(maxBitsPerSecond)).toBe(maxBitsPerSecond);
    expect(ingestBitsPerSecondSchema.safeParse(maxBitsPerSecond + 1).success).toBe(false);
    expect(ingestBitsPerSecondSchema.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(false);
  });

  it("take counts kept in integer columns up to 2^31 - 1", () => {
    expect(ingestSmallCountSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(ingestSmallCountSchema.safeParse(2_147_483_648).success).toBe(false);
    expect(ingestSmallCountSchema.safeParse(-1).success).toBe(false);
  });
});
