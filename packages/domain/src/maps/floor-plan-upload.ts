import { floorPlanLimits } from "../monitoring/floor-plan";
import { isFloorPlanContentType } from "./floor-plan-requests";

/** Why a chosen file cannot be a floor plan, before it is sent; the server checks the bytes again. */
export type FloorPlanFileProblem = "empty" | "type" | "size";

/**
 * A plan is a PNG, JPEG or SVG image of at most
 * `floorPlanLimits.maxBytes`. The browser's type of the file is read here;
 * the server reads the bytes themselves (and the image's sides).
 */
export function floorPlanFileProblem(file: { type: string; size: number }): FloorPlanFileProblem | null {
  if (!isFloorPlanContentType(file.type)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > floorPlanLimits.maxBytes) return "size";
  return null;
}
