import { describe, expect, it } from "vitest";
import { floorPlanLimits } from "../monitoring/floor-plan";
import { isEquipmentSearchable } from "./equipment-search";
import { canReplaceFloorPlan } from "./floor-plan-policy";
import { floorPlanFileProblem } from "./floor-plan-upload";
import { isShownByLegend, legendEntriesOf } from "./legend-visibility";

describe("legend visibility (docs/product.md#maps-equipment)", () => {
  it("files equipment under its kind and its state group", () => {
    expect(legendEntriesOf({ category: "access_point", state: "reachable" })).toEqual(["accessPoint", "reachable"]);
    expect(legendEntriesOf({ category: "gateway", state: "works" })).toEqual(["switch", "notSupervised"]);
    expect(legendEntriesOf({ category: "esl", state: "unreachable" })).toEqual(["shelfLabel", "unreachable"]);
    expect(legendEntriesOf({ category: "access_point", state: "spare" })).toEqual([]);
  });

  it("files muted equipment as drawn, not supervised, and never shows muted spare (docs/alerts.md#silent-mode)", () => {
    const muted = { category: "access_point", state: "unreachable", muted: true } as const;
    expect(legendEntriesOf(muted)).toEqual(["accessPoint", "notSupervised"]);
    expect(isShownByLegend(muted, new Set(["unreachable"]))).toBe(true);
    expect(isShownByLegend(muted, new Set(["notSupervised"]))).toBe(false);
    expect(legendEntriesOf({ category: "switch", state: "spare", muted: true })).toEqual([]);
  });

  it("hides equipment when its kind or its state group is hidden, and spare always", () => {
    const accessPoint = { category: "access_point", state: "unreachable" } as const;
    expect(isShownByLegend(accessPoint, new Set())).toBe(true);
    expect(isShownByLegend(accessPoint, new Set(["switch", "reachable"]))).toBe(true);
    expect(isShownByLegend(accessPoint, new Set(["unreachable"]))).toBe(false);
    expect(isShownByLegend(accessPoint, new Set(["accessPoint"]))).toBe(false);
    expect(isShownByLegend({ category: "switch", state: "planned" }, new Set(["notSupervised"]))).toBe(false);
    expect(isShownByLegend({ category: "switch", state: "spare" }, new Set())).toBe(false);
  });
});

describe("floor plan upload", () => {
  it("takes PNG, JPEG and SVG up to the size limit", () => {
    expect(floorPlanFileProblem({ type: "image/png", size: 1024 })).toBeNull();
    expect(floorPlanFileProblem({ type: "image/jpeg", size: floorPlanLimits.maxBytes })).toBeNull();
    expect(floorPlanFileProblem({ type: "image/svg+xml", size: 10 })).toBeNull();
  });

  it("names what is wrong: another type, an empty file, a file too large", () => {
    expect(floorPlanFileProblem({ type: "image/gif", size: 10 })).toBe("type");
    expect(floorPlanFileProblem({ type: "", size: 10 })).toBe("type");
    expect(floorPlanFileProblem({ type: "image/png", size: 0 })).toBe("empty");
    expect(floorPlanFileProblem({ type: "image/png", size: floorPlanLimits.maxBytes + 1 })).toBe("size");
  });

  it("is for administrators", () => {
    expect(canReplaceFloorPlan({ admin: true })).toBe(true);
    expect(canReplaceFloorPlan({ admin: false })).toBe(false);
  });
});

describe("equipment search", () => {
  it("starts from two characters, spaces aside", () => {
    expect(isEquipmentSearchable("a")).toBe(false);
    expect(isEquipmentSearchable(" a ")).toBe(false);
    expect(isEquipmentSearchable("aa")).toBe(true);
    expect(isEquipmentSearchable("AP-305")).toBe(true);
  });
});
