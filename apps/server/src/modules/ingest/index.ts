// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export {
  rebuildOrganismTrafficDays,
  recordLatestSpeedtest,
  recordLatestTraffic,
  refreshSiteStatus,
} from "./bulk-load.service";
export { createCollector, rotateCollectorTokens } from "./collectors.service";
export { ingestRoutes } from "./ingest.routes";
