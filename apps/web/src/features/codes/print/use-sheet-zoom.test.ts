import { describe, expect, it } from "vitest";
import { sheetZoomFor } from "./use-sheet-zoom";

describe("the print page's sheet zoom", () => {
  it("shrinks an A4 sheet (794 px) to a phone's width, so its left column is in reach", () => {
    const zoom = sheetZoomFor(358);
    expect(zoom).toBeCloseTo(358 / 793.7, 3);
    expect(zoom * 793.7).toBeLessThanOrEqual(358);
  });

  it("leaves it at its size where it fits, and never enlarges it", () => {
    expect(sheetZoomFor(1200)).toBe(1);
    expect(sheetZoomFor(0)).toBe(1);
  });
});
