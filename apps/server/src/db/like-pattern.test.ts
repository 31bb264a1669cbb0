import { describe, expect, it } from "vitest";
import { containsPattern } from "./like-pattern";

describe("ILIKE patterns", () => {
  it("matches the text anywhere, wildcards taken literally", () => {
    expect(containsPattern("mar")).toBe("%mar%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
