// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { getBandwidth } from "./bandwidth.service";
export { listSiteDevices } from "./devices.service";
export { presentEquipment } from "./equipment.presenter";
// For the live site map (modules/maps): the equipment it draws, read as the site map reads it; for the silence
// windows (modules/silence): the equipment a window on a whole site covers.
export { findEquipmentOfSites, findSiteEquipmentByIds } from "./equipment.repository";
// For the modules whose rows name equipment (tickets: docs/architecture.md "Who owns which table").
export { type EquipmentIdentity, findEquipmentIdentities } from "./equipment-identities.repository";
// For the silence windows (modules/silence, docs/alerts.md#silent-mode): the equipment a building's window covers.
export { type EquipmentOfBuilding, findEquipmentOfBuildings } from "./equipment-of-buildings.service";
// For the ingest, in its batch's transaction (docs/architecture.md "Who owns which table"): the collectors'
// reports written into this module's tables (equipment, lines, speed tests, traffic, site status).
export { applyEquipmentStates } from "./equipment-states.repository";
export { upsertEsls } from "./esls.repository";
// For the floor plan upload's answer (modules/maps): the plan as the site map gives it.
export { presentFloorPlan } from "./floor-plan.presenter";
export type { IndexedItem } from "./indexed-item";
// For the ticket figures (modules/tickets, docs/tickets.md#kpis): the interventions beside the open tickets.
export { countInterventions } from "./intervention-counts.repository";
export { applyLineStates } from "./line-states.repository";
// For the ingest's maintenance feed, in its transaction: the tickets and call-outs this module counts.
export {
  findEventsByTicket,
  insertTicketEvents,
  lockMaintenanceFeed,
  updateTicketEvents,
} from "./maintenance-events.repository";
export { type TicketIntervention, upsertTicketInterventions } from "./maintenance-interventions.repository";
export { resolveMonitoredSite, resolveSeriesTarget } from "./monitored-location.service";
export { monitoringRoutes } from "./monitoring.routes";
export { isSiteMapCacheKeyOf } from "./monitoring-cache-key";
// For the silence windows, in their transaction: the muted flags of equipment and sites (docs/alerts.md#silent-mode).
export { findSitesWithMutedFlags, setEquipmentMuted, setSitesMuted } from "./muted-flags.repository";
export type { SeriesTarget } from "./series-target";
export { seriesRead } from "./series-window";
// For the site tools (modules/site-tools, docs/site-tools.md): a site's lines, and its access points when a
// diagnosis comes in.
export { readSiteAccessPointsNow } from "./site-access-points.service";
export type { SiteRefresh } from "./site-level.repository";
export { findSiteLines, type SiteLineRow } from "./site-lines.repository";
export { getSiteMap } from "./site-map.service";
export { recordSiteReports, type SiteReports } from "./site-reports.service";
// For a ticket opened from an alert or a card (modules/tickets, docs/tickets.md#context): the site's state then.
export { readSiteStateSnapshot } from "./site-state.service";
// For the tools that write monitoring rows straight (the seed, the benchmarks): the status and the
// organisms' traffic days recomputed after their bulk inserts.
export {
  type LatestReading,
  recordLatestSpeedtest,
  recordLatestTraffic,
  refreshSiteStatus,
} from "./site-status.repository";
// For the availability's evaluation (modules/availability, docs/alerts.md#availability): the values every reader shows.
export { readSiteStatusValues } from "./site-status-reads";
export { type SiteStatusValues, siteStatusValues } from "./site-status-values";
export { insertSpeedtests } from "./speedtests.repository";
export { getSpeedtests } from "./speedtests.service";
export { getMonitoringStatus, getMonitoringStatusOfScope, getSiteStatuses } from "./status.service";
export { insertTrafficSamples, rebuildOrganismTrafficDays, refreshOrganismTrafficDays } from "./traffic.repository";
export { getTraffic, readTraffic } from "./traffic.service";
