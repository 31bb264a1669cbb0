import {
  type CoveragePlan,
  coverageScale,
  coverageStep,
  estimatedSignal,
  mapColourKey,
  type PlanPoint,
  type PlanSize,
} from "@ondine/domain";
import type { CanvasFloor } from "./map-canvas-props";
import { planSizeOf } from "./map-scene";

/** Without a plan, the estimate assumes 5 dB per wall and 5 cm per plan unit. */
export const coverageDefaults: CoveragePlan = { wallAttenuationDb: 5, metresPerUnit: 0.05 };

/** The grid is coarse (the estimate is rough): 8 plan units a cell, at most 160 cells along the longer side. */
const cellUnits = 8;
const maxCellsAlong = 160;

/** The estimate as an image: one RGBA pixel per cell, transparent where no usable signal reaches. */
export interface CoverageRaster {
  columns: number;
  rows: number;
  pixels: Uint8ClampedArray;
  /** The plan it covers, stretched over it. */
  size: PlanSize;
}

/** The access points that radiate: placed, drawn, and reachable (one that is down leaves its hole). */
export function coverageSourcesOf(floor: CanvasFloor): PlanPoint[] {
  const sources: PlanPoint[] = [];
  for (const equipment of floor.equipment) {
    if (
      equipment.category === "access_point" &&
      equipment.position &&
      equipment.is_reachable &&
      mapColourKey(equipment.state, equipment.muted) !== null
    ) {
      sources.push(equipment.position);
    }
  }
  return sources;
}

export function coveragePlanOf(floor: CanvasFloor): CoveragePlan {
  return floor.plan
    ? { wallAttenuationDb: floor.plan.wall_attenuation_db, metresPerUnit: floor.plan.metres_per_unit }
    : coverageDefaults;
}

/** Changes exactly when the estimate of this floor would: its plan and where its radiating access points are. */
export function coverageKeyOf(floor: CanvasFloor): string {
  const { width, height } = planSizeOf(floor);
  const plan = coveragePlanOf(floor);
  const sources = coverageSourcesOf(floor)
    .map((point) => `${point.x},${point.y}`)
    .sort()
    .join(";");
  return `${floor.uuid}|${width}x${height}|${plan.wallAttenuationDb}|${plan.metresPerUnit}|${sources}`;
}

const scaleColours = coverageScale.map((step) => ({
  step,
  rgb: [1, 3, 5].map((at) => Number.parseInt(step.colour.slice(at, at + 2), 16)) as [number, number, number],
}));

/**
 * The 2.4 GHz estimate of one floor, computed a few rows at a time
 * (`fillRows` until its caller runs out of time) so that it never holds up a
 * frame; `done` once every row is filled.
 */
export function startCoverageRaster(floor: CanvasFloor): {
  raster: CoverageRaster;
  fillRows(outOfTime: () => boolean): boolean;
} {
  const size = planSizeOf(floor);
  const cell = Math.max(cellUnits, Math.max(size.width, size.height) / maxCellsAlong);
  const columns = Math.max(1, Math.ceil(size.width / cell));
  const rows = Math.max(1, Math.ceil(size.height / cell));
  const raster: CoverageRaster = { columns, rows, pixels: new Uint8ClampedArray(columns * rows * 4), size };
  const sources = coverageSourcesOf(floor);
  const plan = coveragePlanOf(floor);
  const cellWidth = size.width / columns;
  const cellHeight = size.height / rows;
  const point = { x: 0, y: 0 };
  let row = 0;
  return {
    raster,
    fillRows(outOfTime) {
      while (row < rows) {
        point.y = (row + 0.5) * cellHeight;
        for (let column = 0; column < columns; column += 1) {
          point.x = (column + 0.5) * cellWidth;
          const step = coverageStep(estimatedSignal("2.4", point, sources, plan));
          if (!step) continue;
          const rgb = scaleColours.find((entry) => entry.step === step)?.rgb;
          if (!rgb) continue;
          const at = (row * columns + column) * 4;
          raster.pixels[at] = rgb[0];
          raster.pixels[at + 1] = rgb[1];
          raster.pixels[at + 2] = rgb[2];
          raster.pixels[at + 3] = 255;
        }
        row += 1;
        if (outOfTime()) break;
      }
      return row >= rows;
    },
  };
}
