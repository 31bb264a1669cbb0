import { describe, expect, it } from "vitest";
import { internalPath } from "./internal-path";

describe("internalPath", () => {
  it("keeps console paths with their query and hash", () => {
    expect(internalPath("/")).toBe("/");
    expect(internalPath("/codes/list?location_site=3#?s=abc")).toBe("/codes/list?location_site=3#?s=abc");
  });

  it("refuses anything that could leave the console", () => {
    for (const value of [
      undefined,
      "",
      "codes",
      "//evil.example/",
      "/\\evil.example/",
      "/\t/evil.example/",
      "https://evil.example/",
      "javascript:alert(1)",
      `/${"a".repeat(3000)}`,
    ]) {
      expect(internalPath(value)).toBeUndefined();
    }
  });
});
