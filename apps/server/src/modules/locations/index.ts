// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { listBuildings } from "./buildings.service";
export { findLocationsInScope } from "./locations.repository";
export { locationsRoutes } from "./locations.routes";
