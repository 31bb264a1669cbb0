import { describe, expect, it } from "vitest";
import { searchTextSchema } from "./query-params";

describe("query parameters", () => {
  it("reads a search as trimmed text, absent when blank", () => {
    expect(searchTextSchema.parse(" Martin ")).toBe("Martin");
    expect(searchTextSchema.parse("   ")).toBeUndefined();
    expect(searchTextSchema.parse(undefined)).toBeUndefined();
    expect(searchTextSchema.safeParse("x".repeat(201)).success).toBe(false);
  });
});
