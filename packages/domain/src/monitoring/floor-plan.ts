import { z } from "zod";

/**
 * Equipment (docs/product.md#maps-equipment) position x,y: where a piece of equipment sits on its
 * floor's plan, in plan units from the top-left corner, x to the right up to
 * the plan's `width` and y down up to its `height`. A floor without a plan
 * image uses this size. A map scales the plan to its canvas.
 */
export const floorPlanSize = { width: 1000, height: 700 } as const;

/** The image types a floor plan may be, checked from the file's bytes. */
export const floorPlanContentTypes = ["image/png", "image/jpeg", "image/svg+xml"] as const;
export type FloorPlanContentType = (typeof floorPlanContentTypes)[number];

/** An uploaded plan's limits, in bytes and in plan units (pixels, or an SVG's user units). */
export const floorPlanLimits = { maxBytes: 5 * 1024 * 1024, minSide: 100, maxSide: 8000 } as const;

/**
 * A floor's plan as the site map gives it: the image's address under the API
 * base URL ("Floor map images load from the API base URL", docs/product.md#monitoring-api), its size
 * in plan units, and what the coverage estimate needs.
 */
export const floorPlanSchema = z.object({
  /** `/monitoring/floors/{floorUuid}/plan?v={digest}`, relative to the API base URL. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** Decibels lost through one wall. */
  wall_attenuation_db: z.number(),
  /** Metres one plan unit stands for. */
  metres_per_unit: z.number(),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;
