import { describe, expect, it } from "vitest";
import { codesPageSize } from "../api/find-coupons";
import { couponCardColumns } from "./coupon-cards";

describe("codes list's cards grid", () => {
  it("ends a full page on a full row at every width", () => {
    for (const columns of Object.values(couponCardColumns)) expect(codesPageSize % columns).toBe(0);
  });
});
