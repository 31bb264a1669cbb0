import { describe, expect, it } from "vitest";
import type { SiteMapPoint } from "./map-points";
import { inDrawingOrder, markerBox, topMarkerAt } from "./marker-places";

const site = (id: number, colour: SiteMapPoint["colour"]): SiteMapPoint => ({
  kind: "site",
  key: `site-${id}`,
  id,
  name: `Site ${id}`,
  latitude: 47,
  longitude: -1.5,
  colour,
  shape: "marker",
});

describe("the markers' drawing order (docs/product.md#home-map)", () => {
  it("draws the most alarming last, on top, and keeps the given order otherwise", () => {
    const points = [site(1, "red"), site(2, "green"), site(3, "orange"), site(4, "grey"), site(5, "green")];
    expect(inDrawingOrder(points).map((point) => point.key)).toEqual([
      "site-2",
      "site-5",
      "site-4",
      "site-3",
      "site-1",
    ]);
  });
});

describe("the marker under the pointer", () => {
  const up = { point: site(1, "green"), x: 100, y: 100 };
  const down = { point: site(2, "red"), x: 110, y: 100 };

  it("is the one drawn on top where two overlap, by the pin's box above its tip", () => {
    expect(topMarkerAt([up, down], 105, 80)?.point).toBe(down.point);
    expect(topMarkerAt([up, down], 90, 80)?.point).toBe(up.point);
  });

  it("is none beside the pins or below their tips", () => {
    expect(topMarkerAt([up, down], 60, 80)).toBeNull();
    expect(topMarkerAt([up, down], 100, 110)).toBeNull();
  });

  it("holds a pin from its top to its tip, and a building around its centre", () => {
    expect(markerBox(up.point)).toEqual({ left: -14, top: -35, width: 28, height: 36 });
    expect(
      markerBox({ kind: "building", key: "b", uuid: "b", name: "B", latitude: 0, longitude: 0, colour: "green" }),
    ).toEqual({ left: -13, top: -13, width: 26, height: 26 });
  });
});
