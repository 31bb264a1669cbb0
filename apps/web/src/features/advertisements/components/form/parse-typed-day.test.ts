import { describe, expect, it } from "vitest";
import { parseTypedDay, typedDayOrder } from "./parse-typed-day";

describe("a day typed in a date field", () => {
  it("reads the figures in the interface language's order", () => {
    expect(parseTypedDay("22/11/2026", typedDayOrder("fr"))).toBe("2026-11-22");
    expect(parseTypedDay("11/22/2026", typedDayOrder("en"))).toBe("2026-11-22");
    expect(parseTypedDay("22.11.2026", typedDayOrder("de"))).toBe("2026-11-22");
    expect(parseTypedDay("22-11-2026", typedDayOrder("nl"))).toBe("2026-11-22");
    expect(parseTypedDay("2026/11/22", typedDayOrder("zh"))).toBe("2026-11-22");
    expect(parseTypedDay(" 3/4/2027 ", typedDayOrder("es"))).toBe("2027-04-03");
  });

  it("reads a year first as year-month-day in any language", () => {
    expect(parseTypedDay("2026-11-22", typedDayOrder("en"))).toBe("2026-11-22");
  });

  it("names no day while the text is incomplete or impossible", () => {
    const fr = typedDayOrder("fr");
    for (const text of ["", "22/11", "22/11/26", "31/02/2026", "22/13/2026", "le 22", "22/11/2026/1"]) {
      expect(parseTypedDay(text, fr), text).toBeNull();
    }
  });
});
