import type { SimulatedSite } from "./demo-plan";

/** A hotel of organism 1 in a test's plan, with no equipment unless `extra` gives some. */
export function simulatedHotel(siteId: number, extra: Partial<SimulatedSite> = {}): SimulatedSite {
  return {
    siteId,
    organismId: 1,
    kind: "hotel_chain",
    accessPoints: [],
    accessPointTags: [],
    otherEquipment: [],
    lines: [],
    ...extra,
  };
}
