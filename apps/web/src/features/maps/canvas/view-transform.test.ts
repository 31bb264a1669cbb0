import { describe, expect, it } from "vitest";
import { boundsCentre, panView, viewCentredOn, viewPointAt, zoomViewAbout } from "./view-transform";

describe("the canvas's view transform", () => {
  const viewport = { width: 800, height: 600 };

  it("centres a point of the view in the viewport", () => {
    const centre = boundsCentre({ minX: -100, minY: -50, maxX: 300, maxY: 150 });
    const view = viewCentredOn(centre, viewport, 2);
    expect(viewPointAt(view, 400, 300)).toEqual(centre);
  });

  it("zooms about the cursor: the point under it stays under it", () => {
    const view = viewCentredOn({ x: 0, y: 0 }, viewport, 1);
    const before = viewPointAt(view, 620, 110);
    const zoomed = zoomViewAbout(view, 3.5, 620, 110);
    expect(zoomed.scale).toBe(3.5);
    const after = viewPointAt(zoomed, 620, 110);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it("pans by screen pixels", () => {
    const view = panView(viewCentredOn({ x: 0, y: 0 }, viewport, 2), 20, -10);
    expect(viewPointAt(view, 420, 290)).toEqual({ x: 0, y: 0 });
  });
});
