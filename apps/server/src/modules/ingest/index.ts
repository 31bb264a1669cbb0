// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
// For tools that write monitoring rows straight (the seed, the ingest benchmark): the derived state
// ingest keeps, recomputed after their bulk inserts.

export { createCollector, rotateCollectorTokens } from "./collectors.service";
export { ingestRoutes } from "./ingest.routes";
export { recordLatestSpeedtest, recordLatestTraffic, refreshSiteStatus } from "./site-status.repository";
export { rebuildOrganismTrafficDays } from "./traffic.repository";
