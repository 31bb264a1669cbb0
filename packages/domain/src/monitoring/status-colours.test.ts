import { describe, expect, it } from "vitest";
import { buildingMarkerColour, indicatorColour, siteMarkerColour } from "./status-colours";

describe("indicatorColour (docs/product.md#monitoring-colours)", () => {
  it("is danger when none is ok, warning when some are, success when all are", () => {
    expect(indicatorColour(0, 4)).toBe("danger");
    expect(indicatorColour(3, 4)).toBe("warning");
    expect(indicatorColour(4, 4)).toBe("success");
  });
});

describe("siteMarkerColour (docs/product.md#monitoring-colours)", () => {
  it("is grey while loading, green up or not referenced, red down, orange degraded", () => {
    expect(siteMarkerColour(null)).toBe("grey");
    expect(siteMarkerColour("up")).toBe("green");
    expect(siteMarkerColour("notReferenced")).toBe("green");
    expect(siteMarkerColour("down")).toBe("red");
    expect(siteMarkerColour("degraded")).toBe("orange");
    expect(siteMarkerColour("degradedAps")).toBe("orange");
  });
});

describe("buildingMarkerColour (docs/product.md#monitoring-colours)", () => {
  it("is grey without a state and green without access points", () => {
    expect(buildingMarkerColour(null)).toBe("grey");
    expect(buildingMarkerColour({ reached: 0, total: 0 })).toBe("green");
  });

  it("is green above 0.9 reached, orange at 0.9 and below, red at none", () => {
    expect(buildingMarkerColour({ reached: 91, total: 100 })).toBe("green");
    expect(buildingMarkerColour({ reached: 9, total: 10 })).toBe("orange");
    expect(buildingMarkerColour({ reached: 1, total: 10 })).toBe("orange");
    expect(buildingMarkerColour({ reached: 0, total: 10 })).toBe("red");
  });
});
