import type { InterfaceLanguage } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration";

const minutes = 60_000;
// French and others put a (narrow) no-break space between a number and its unit.
const spoken = (ms: number, language: InterfaceLanguage) => formatDuration(ms, language).replace(/\s/g, " ");

describe("formatDuration", () => {
  it("says hours and minutes in the language's own unit words", () => {
    expect(spoken(125 * minutes + 40_000, "en")).toBe("2 hr 5 min");
    expect(spoken(125 * minutes, "fr")).toBe("2 h 5 min");
    expect(spoken(125 * minutes, "de")).toBe("2 Std. 5 Min.");
  });

  it("says days and hours from a day on, minutes below an hour, a minute at least", () => {
    expect(spoken((26 * 60 + 30) * minutes, "en")).toBe("1 day 2 hr");
    expect(spoken(3 * 60 * minutes, "fr")).toBe("3 h");
    expect(spoken(42 * minutes, "en")).toBe("42 min");
    expect(spoken(10_000, "en")).toBe("1 min");
  });
});
