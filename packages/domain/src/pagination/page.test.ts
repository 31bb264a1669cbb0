import { describe, expect, it } from "vitest";
import { pageQuerySchema, totalPages } from "./page";

describe("pages", () => {
  it("reads ?page= as a positive whole number, 1 by default", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(pageQuerySchema.parse({ page: "3" })).toEqual({ page: 3 });
    expect(pageQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: "two" }).success).toBe(false);
  });

  it("counts at least one page", () => {
    expect(totalPages(0, 50)).toBe(1);
    expect(totalPages(50, 50)).toBe(1);
    expect(totalPages(51, 50)).toBe(2);
  });
});
