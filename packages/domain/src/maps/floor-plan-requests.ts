import { z } from "zod";
import { textSchema } from "../inputs/text-schema";
import { type FloorPlanContentType, floorPlanContentTypes, floorPlanSize } from "../monitoring/floor-plan";
import { blankAsAbsent } from "../queries/query-params";
import type { PlanSize } from "./map-projection";

// The live maps work, `GET` and `PUT /monitoring/floors/{floorUuid}/plan` (docs/api.md "Floor plans").

/** `{floorUuid}` of the path. Anything but a UUID names no floor: the route answers 404. */
export const floorPlanParamsSchema = z.object({ floorUuid: z.guid("formErrors.invalid") });

/**
 * `?v=`: the digest the plan's address carries (`floorPlanUrl`). When it is
 * the plan's current digest, the answer may be kept for good; any other
 * value (an old digest) still answers the current plan.
 */
export const floorPlanQuerySchema = z.object({ v: z.preprocess(blankAsAbsent, textSchema(128).optional()) });

/** The plan's address under the API base URL: its digest makes each version a new address. */
export function floorPlanUrl(floorUuid: string, digest: string): string {
  return `/monitoring/floors/${encodeURIComponent(floorUuid)}/plan?v=${encodeURIComponent(digest)}`;
}

export function isFloorPlanContentType(value: string): value is FloorPlanContentType {
  return (floorPlanContentTypes as readonly string[]).includes(value);
}

/**
 * Why an uploaded plan is refused: the i18n key the answer's `errors.plan`
 * carries (its `message` says the same in English for developers).
 */
export const floorPlanRefusals = {
  /** Nothing was sent. */
  empty: "floorPlan.empty",
  /** Over `floorPlanLimits.maxBytes` (413). */
  tooLarge: "floorPlan.too_large",
  /** Neither PNG, JPEG nor SVG, or a JPEG encoding browsers do not all show. */
  unsupportedType: "floorPlan.unsupported_type",
  /** The bytes are of another type than the Content-Type sent. */
  typeMismatch: "floorPlan.type_mismatch",
  /** The image's header cannot be read, or an SVG without its size. */
  unreadable: "floorPlan.unreadable",
  /** An SVG with script, event handlers, javascript: links or links to other sites. */
  unsafeSvg: "floorPlan.unsafe_svg",
  /** A side under `floorPlanLimits.minSide` or over `maxSide`. */
  sizeOutOfRange: "floorPlan.size_out_of_range",
} as const;
export type FloorPlanRefusal = (typeof floorPlanRefusals)[keyof typeof floorPlanRefusals];

/** A floor's coverage settings until someone sets them: what the `floor_plans` columns default to. */
export const defaultFloorPlanScale = { wallAttenuationDb: 5, metresPerUnit: 0.05 } as const;

/**
 * A new plan of another size is taken to show the same floor, so
 * what stands on it keeps its place. Positions scale by each side's ratio,
 * and a plan unit's length in metres by the inverse of their mean (the
 * geometric one: exact when the proportions are kept). A floor that had no
 * plan had its positions on `floorPlanSize`.
 */
export function planReplacementScale(
  previous: PlanSize | null,
  next: PlanSize,
): { x: number; y: number; metresPerUnit: number } {
  const from = previous ?? floorPlanSize;
  const x = next.width / from.width;
  const y = next.height / from.height;
  return { x, y, metresPerUnit: 1 / Math.sqrt(x * y) };
}
