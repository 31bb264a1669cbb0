// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export type { EquipmentSearchRow } from "./equipment-search.repository";
export { readFloorPlanImage } from "./floor-plan-image";
export { mapsRoutes } from "./maps.routes";
