// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
// For the silence windows (docs/alerts.md#silent-mode): a building's site and name, by id.

// For the equipment a building's silence window covers (modules/monitoring, docs/alerts.md#silent-mode).
export { findFloorsOfBuildings } from "./building-floors.repository";
export { type BuildingIdentity, findBuildingIdentities } from "./building-identities.repository";
export { listBuildings } from "./buildings.service";
// For the modules whose rows name locations (tickets: docs/architecture.md "Who owns which table").
export { findLocationNames, type LocationNames } from "./location-names.repository";
export { findLocationsInScope, findOrganismAndSite } from "./locations.repository";
export { locationsRoutes } from "./locations.routes";
// For the availability's periodic check over every site (docs/alerts.md#availability).
export { findSiteIdsAfter } from "./site-ids.repository";
// For the alerts (docs/alerts.md): sites named with their organisms, by id or every one of a scope.
export { findSitesOfScope, findSitesWithOrganisms, type SiteWithOrganism } from "./site-organisms.repository";
