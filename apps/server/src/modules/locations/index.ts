// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export type { BuildingRow } from "./buildings.repository";
export { listBuildings } from "./buildings.service";
export { findLocationsInScope, type LocationOptionRow } from "./locations.repository";
export { locationsRoutes } from "./locations.routes";
