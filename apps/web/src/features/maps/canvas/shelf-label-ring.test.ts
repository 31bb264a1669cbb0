import { accessPointMarkerSize, shelfLabelMarkerSize } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { shelfLabelRing } from "./shelf-label-ring";

const centres = (count: number) => {
  const { offsets } = shelfLabelRing(count);
  return Array.from({ length: count }, (_, i) => ({ x: offsets[i * 2] ?? NaN, y: offsets[i * 2 + 1] ?? NaN }));
};

describe("shelf labels around their access point", () => {
  it("puts a lone label just above the largest marker", () => {
    const [only] = centres(1);
    expect(only?.x).toBeCloseTo(0);
    expect(only?.y).toBeLessThan(-(accessPointMarkerSize.max / 2 + shelfLabelMarkerSize / 2));
  });

  it.each([1, 3, 10, 40, 150])("lays out %i labels clear of the marker and of each other", (count) => {
    const labels = centres(count);
    for (const label of labels) {
      // The square's nearest corner stays outside the largest marker.
      expect(Math.hypot(label.x, label.y) - shelfLabelMarkerSize * Math.SQRT1_2).toBeGreaterThan(
        accessPointMarkerSize.max / 2,
      );
    }
    for (let i = 0; i < labels.length; i += 1) {
      for (let j = i + 1; j < labels.length; j += 1) {
        const a = labels[i];
        const b = labels[j];
        if (!a || !b) continue;
        // Squares do not overlap: apart by a side on at least one axis.
        expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBeGreaterThanOrEqual(shelfLabelMarkerSize);
      }
    }
    const { reach } = shelfLabelRing(count);
    for (const label of labels) expect(Math.hypot(label.x, label.y)).toBeLessThanOrEqual(reach);
  });

  it("keeps one layout per count", () => {
    expect(shelfLabelRing(7)).toBe(shelfLabelRing(7));
  });
});
