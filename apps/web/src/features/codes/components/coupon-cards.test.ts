import { describe, expect, it } from "vitest";
import { cardGridColumns } from "../../../components/cards/card-grid";
import { codesPageSize } from "../api/find-coupons";

describe("codes list's cards grid", () => {
  it("ends a full page on a full row at every width", () => {
    for (const columns of Object.values(cardGridColumns)) expect(codesPageSize % columns).toBe(0);
  });
});
