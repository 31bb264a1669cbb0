import { type FloorPlan, floorPlanUrl } from "@ondine/domain";

/** A floor's plan as the site map and the upload answer give it: its address (by digest) and what the map needs. */
export function presentFloorPlan(
  floorUuid: string,
  plan: { digest: string; width: number; height: number; wallAttenuationDb: number; metresPerUnit: number },
): FloorPlan {
  return {
    url: floorPlanUrl(floorUuid, plan.digest),
    width: plan.width,
    height: plan.height,
    wall_attenuation_db: plan.wallAttenuationDb,
    metres_per_unit: plan.metresPerUnit,
  };
}
