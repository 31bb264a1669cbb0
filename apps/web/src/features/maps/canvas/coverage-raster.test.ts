import { coverageScale, type EquipmentItem, floorPlanSize } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { coverageKeyOf, startCoverageRaster } from "./coverage-raster";
import { canvasFloor, equipmentItem } from "./map-canvas-fixtures";
import type { CanvasFloor } from "./map-canvas-props";

const accessPoint = (id: number, position: { x: number; y: number } | null, reachable = true): EquipmentItem =>
  equipmentItem(id, {
    position,
    state: reachable ? "reachable" : "unreachable",
    status: reachable ? "reachable" : "unreached",
    is_reachable: reachable,
  });

const floorWith = (equipment: EquipmentItem[]): CanvasFloor => canvasFloor({ equipment });

function fill(floor: CanvasFloor) {
  const job = startCoverageRaster(floor);
  while (!job.fillRows(() => false)) {
    // every row at once
  }
  return job.raster;
}

const rgbaAt = (raster: ReturnType<typeof fill>, x: number, y: number) => {
  const column = Math.floor((x / raster.size.width) * raster.columns);
  const row = Math.floor((y / raster.size.height) * raster.rows);
  const at = (row * raster.columns + column) * 4;
  return Array.from(raster.pixels.slice(at, at + 4));
};
const hex = (rgba: number[]) =>
  `#${rgba
    .slice(0, 3)
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")}`;

describe("the coverage raster", () => {
  it("covers the plan with a coarse grid, strongest by the access point, nothing far from it", () => {
    const raster = fill(floorWith([accessPoint(1, { x: 100, y: 100 })]));
    expect(raster.columns).toBe(Math.ceil(floorPlanSize.width / 8));
    expect(raster.rows).toBe(Math.ceil(floorPlanSize.height / 8));
    expect(hex(rgbaAt(raster, 100, 100))).toBe(coverageScale[0].colour);
    expect(rgbaAt(raster, 100, 100)[3]).toBe(255);
    expect(rgbaAt(raster, 990, 690)[3]).toBe(0);
  });

  it("leaves the hole of an access point that is down or not placed", () => {
    const raster = fill(floorWith([accessPoint(1, { x: 100, y: 100 }, false), accessPoint(2, null)]));
    expect(raster.pixels.every((value) => value === 0)).toBe(true);
  });

  it("fills a few rows at a time when short of time", () => {
    const job = startCoverageRaster(floorWith([accessPoint(1, { x: 500, y: 350 })]));
    let slices = 1;
    while (!job.fillRows(() => true)) slices += 1;
    expect(slices).toBe(job.raster.rows);
  });

  it("keys the estimate by the radiating access points' places, not their order or other equipment", () => {
    const a = accessPoint(1, { x: 10, y: 10 });
    const b = accessPoint(2, { x: 50, y: 60 });
    const down = accessPoint(3, { x: 80, y: 80 }, false);
    expect(coverageKeyOf(floorWith([a, b]))).toBe(coverageKeyOf(floorWith([b, down, a])));
    expect(coverageKeyOf(floorWith([a]))).not.toBe(coverageKeyOf(floorWith([a, b])));
  });
});
