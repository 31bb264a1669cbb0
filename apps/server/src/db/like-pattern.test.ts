import { describe, expect, it } from "vitest";
import { containsPattern, prefixPattern } from "./like-pattern";

describe("ILIKE patterns", () => {
  it("matches the text anywhere, wildcards taken literally", () => {
    expect(containsPattern("mar")).toBe("%mar%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("matches the text at the start, wildcards taken literally", () => {
    expect(prefixPattern("bp-0")).toBe("bp-0%");
    expect(prefixPattern("a_b%")).toBe("a\\_b\\%%");
  });
});
