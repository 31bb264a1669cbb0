/**
 * SPEC §3 "Equipment" position x,y: where a piece of equipment sits on its
 * floor's plan, in plan units from the top-left corner, x to the right up to
 * the plan's `width` and y down up to its `height`. A floor without a plan
 * image uses this size. A map scales the plan to its canvas.
 */
export const floorPlanSize = { width: 1000, height: 700 } as const;

/** The image types a floor plan may be (issue 15), checked from the file's bytes. */
export const floorPlanContentTypes = ["image/png", "image/jpeg", "image/svg+xml"] as const;
export type FloorPlanContentType = (typeof floorPlanContentTypes)[number];

/** Issue 15: an uploaded plan's limits, in bytes and in plan units (pixels, or an SVG's user units). */
export const floorPlanLimits = { maxBytes: 5 * 1024 * 1024, minSide: 100, maxSide: 8000 } as const;

/**
 * A floor's plan as the site map gives it: the image's address under the API
 * base URL (SPEC §7 "Floor map images load from the API base URL"), its size
 * in plan units, and what the coverage estimate needs.
 */
export interface FloorPlan {
  /** `/monitoring/floors/{floorUuid}/plan?v={digest}`, relative to the API base URL. */
  url: string;
  width: number;
  height: number;
  /** Decibels lost through one wall. */
  wall_attenuation_db: number;
  /** Metres one plan unit stands for. */
  metres_per_unit: number;
}
