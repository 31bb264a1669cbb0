// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { listBuildings } from "./buildings.service";
// For the modules whose rows name locations (tickets: docs/architecture.md "Who owns which table").
export { findLocationNames, type LocationNames } from "./location-names.repository";
export { findLocationsInScope, findOrganismAndSite } from "./locations.repository";
export { locationsRoutes } from "./locations.routes";
