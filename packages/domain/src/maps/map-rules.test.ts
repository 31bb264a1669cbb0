import { describe, expect, it } from "vitest";
import { coverageStep, estimatedSignal, estimatedSignalAt } from "./coverage-estimate";
import {
  accessPointMarkerSizeAt,
  legendEntryOfCategory,
  mapColourKey,
  mapStateGroup,
  showsConnectedCount,
} from "./map-markers";
import {
  fitScale,
  planProjectionMatrix,
  projectedBounds,
  projectPlanPoint,
  rotatePlanPoint,
  unprojectFlatPoint,
} from "./map-projection";
import { canZoom, clampZoomRatio, rotateMap } from "./map-view";
import { visibleNetworkName } from "./network-name";

const plan = { width: 1000, height: 600 };

describe("map projection", () => {
  it("centres a flat plan and reads a point back", () => {
    expect(projectPlanPoint("floor", { x: 500, y: 300 }, plan, { rotation: 0, level: 3 })).toEqual({ x: 0, y: 0 });
    const projected = projectPlanPoint("floor", { x: 100, y: 50 }, plan, { rotation: 2, level: 1 });
    expect(projected).toEqual({ x: -400, y: -250 });
    expect(unprojectFlatPoint(projected, plan)).toEqual({ x: 100, y: 50 });
  });

  it("turns a plan by quarter turns about its centre, four turns coming back", () => {
    const corner = { x: 1000, y: 0 };
    expect(rotatePlanPoint(corner, plan, 0)).toEqual({ x: 500, y: -300 });
    expect(rotatePlanPoint(corner, plan, 1)).toEqual({ x: 300, y: 500 });
    expect(rotatePlanPoint(corner, plan, 2)).toEqual({ x: -500, y: 300 });
    expect(rotatePlanPoint(corner, plan, 3)).toEqual({ x: -300, y: -500 });
  });

  it("lays the isometric plan at 30° and raises upper floors", () => {
    const ground = projectPlanPoint("building", { x: 1000, y: 300 }, plan, { rotation: 0, level: 0 });
    expect(ground.x).toBeCloseTo(500 * Math.cos(Math.PI / 6));
    expect(ground.y).toBeCloseTo(500 * 0.5);
    const first = projectPlanPoint("building", { x: 1000, y: 300 }, plan, { rotation: 0, level: 1 });
    expect(first.x).toBeCloseTo(ground.x);
    expect(first.y).toBeLessThan(ground.y);
  });

  it("gives each floor's projection as one affine matrix, for drawing its image", () => {
    const points = [
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
      { x: 250, y: 480 },
    ];
    for (const mode of ["floor", "building"] as const) {
      for (const rotation of [0, 1, 2, 3] as const) {
        const options = { rotation, level: 2 };
        const { a, b, c, d, e, f } = planProjectionMatrix(mode, plan, options);
        for (const point of points) {
          const projected = projectPlanPoint(mode, point, plan, options);
          expect(a * point.x + c * point.y + e).toBeCloseTo(projected.x, 9);
          expect(b * point.x + d * point.y + f).toBeCloseTo(projected.y, 9);
        }
      }
    }
  });

  it("fits the projected floors in the canvas", () => {
    const bounds = projectedBounds("floor", [{ plan, level: 0 }], 0);
    expect(bounds).toEqual({ minX: -500, minY: -300, maxX: 500, maxY: 300 });
    expect(fitScale(bounds, { width: 1048, height: 2000 })).toBe(1);
    const stacked = projectedBounds(
      "building",
      [
        { plan, level: 0 },
        { plan, level: 2 },
      ],
      1,
    );
    expect(stacked.maxY - stacked.minY).toBeGreaterThan(projectedBounds("building", [{ plan, level: 0 }], 1).maxY * 2);
  });
});

describe("map zoom and rotation (docs/product.md#maps-limits)", () => {
  it("keeps the ratio between 0.35 and 2 flat, 10 isometric", () => {
    expect(clampZoomRatio("floor", 0.1)).toBe(0.35);
    expect(clampZoomRatio("floor", 3)).toBe(2);
    expect(clampZoomRatio("building", 3)).toBe(3);
    expect(clampZoomRatio("building", 50)).toBe(10);
    expect(canZoom("floor", 2, 1)).toBe(false);
    expect(canZoom("floor", 2, -1)).toBe(true);
    expect(canZoom("building", 0.35, -1)).toBe(false);
  });

  it("turns both ways by quarter turns", () => {
    expect(rotateMap(0, -1)).toBe(3);
    expect(rotateMap(3, 1)).toBe(0);
    expect(rotateMap(1, 1)).toBe(2);
  });
});

describe("map markers (docs/product.md#maps-equipment, docs/product.md#maps-limits)", () => {
  it("colours each state, never draws spare", () => {
    expect(mapColourKey("reachable")).toBe("reachable");
    expect(mapColourKey("unreachable")).toBe("unreachable");
    expect(mapColourKey("hibernation")).toBe("hibernation");
    expect(mapColourKey("deployment")).toBe("muted");
    expect(mapColourKey("unknown")).toBe("unreferenced");
    expect(mapColourKey("spare")).toBeNull();
    // docs/alerts.md#silent-mode: under a silence window, drawn muted whatever its state; a spare is still not drawn.
    expect(mapColourKey("unreachable", true)).toBe("muted");
    expect(mapColourKey("reachable", true)).toBe("muted");
    expect(mapColourKey("unreachable", false)).toBe("unreachable");
    expect(mapColourKey("spare", true)).toBeNull();
    expect(mapStateGroup("works")).toBe("notSupervised");
    expect(mapStateGroup("unreachable")).toBe("unreachable");
  });

  it("sizes access points 12 to 16 and hides the count below scale 0.18", () => {
    expect(accessPointMarkerSizeAt(0.1)).toBe(12);
    expect(accessPointMarkerSizeAt(0.9)).toBeCloseTo(14.4);
    expect(accessPointMarkerSizeAt(4)).toBe(16);
    expect(showsConnectedCount(0.17)).toBe(false);
    expect(showsConnectedCount(0.18)).toBe(true);
  });

  it("files each category under its legend entry", () => {
    expect(legendEntryOfCategory("access_point")).toBe("accessPoint");
    expect(legendEntryOfCategory("esl")).toBe("shelfLabel");
    expect(legendEntryOfCategory("gateway")).toBe("switch");
  });
});

describe("visibleNetworkName (docs/product.md#maps-screen)", () => {
  it("hides mesh- and 8 letters or digits only", () => {
    expect(visibleNetworkName("mesh-a1B2c3D4")).toBeNull();
    expect(visibleNetworkName("mesh-a1B2c3D")).toBe("mesh-a1B2c3D");
    expect(visibleNetworkName("mesh-a1B2c3D45")).toBe("mesh-a1B2c3D45");
    expect(visibleNetworkName("Hotel-Guest")).toBe("Hotel-Guest");
    expect(visibleNetworkName(null)).toBeNull();
    expect(visibleNetworkName("")).toBeNull();
  });
});

describe("coverage estimate", () => {
  const floorPlan = { wallAttenuationDb: 5, metresPerUnit: 0.05 };

  it("loses signal with distance and walls, 5 GHz more than 2.4", () => {
    expect(estimatedSignalAt("2.4", 1, 5)).toBe(-20);
    expect(estimatedSignalAt("2.4", 0.2, 5)).toBe(-20);
    expect(estimatedSignalAt("2.4", 10, 5)).toBeCloseTo(20 - 40 - 22 - 2 * 5);
    expect(estimatedSignalAt("5", 10, 5)).toBeLessThan(estimatedSignalAt("2.4", 10, 5));
    expect(estimatedSignalAt("2.4", 10, 10)).toBeLessThan(estimatedSignalAt("2.4", 10, 5));
  });

  it("takes the strongest access point, nothing without one", () => {
    const near = { x: 100, y: 100 };
    const far = { x: 900, y: 100 };
    const point = { x: 140, y: 100 };
    expect(estimatedSignal("2.4", point, [far, near], floorPlan)).toBe(
      estimatedSignal("2.4", point, [near], floorPlan),
    );
    expect(estimatedSignal("2.4", point, [], floorPlan)).toBe(-Infinity);
  });

  it("is the strongest of the access points taken one by one", () => {
    const sources = Array.from({ length: 40 }, (_, index) => ({ x: (index * 137) % 1000, y: (index * 59) % 700 }));
    for (const point of [
      { x: 0, y: 0 },
      { x: 512, y: 333 },
      { x: 999, y: 699 },
    ]) {
      const strongest = Math.max(...sources.map((source) => estimatedSignal("5", point, [source], floorPlan)));
      expect(estimatedSignal("5", point, sources, floorPlan)).toBe(strongest);
    }
  });

  it("grades a signal on the legend's scale", () => {
    expect(coverageStep(-40)?.quality).toBe("excellent");
    expect(coverageStep(-70)?.quality).toBe("fair");
    expect(coverageStep(-80)?.quality).toBe("weak");
    expect(coverageStep(-81)).toBeNull();
  });
});
