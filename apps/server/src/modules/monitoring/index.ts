// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export type { BandwidthRow } from "./bandwidth.repository";
export { getBandwidth } from "./bandwidth.service";
export type { IotEquipmentRow } from "./devices.repository";
export { listSiteDevices } from "./devices.service";
// For the live site map (modules/maps): the equipment it draws, read as the site map reads it.
export {
  type AccessPointListRow,
  type EquipmentRow,
  type EslListRow,
  findSiteEquipmentByIds,
} from "./equipment.repository";
export { resolveMonitoredSite, resolveSeriesTarget } from "./monitored-location.service";
export { monitoringRoutes } from "./monitoring.routes";
export { isSiteMapCacheKeyOf } from "./monitoring-cache-key";
export type { SeriesTarget } from "./series-target";
export { seriesRead } from "./series-window";
export { getSiteMap } from "./site-map.service";
export { type SiteStatusValues, siteStatusValues } from "./site-status-values";
export type { SpeedtestRow } from "./speedtests.repository";
export { getSpeedtests } from "./speedtests.service";
export { getMonitoringStatus, getMonitoringStatusOfScope, getSiteStatuses } from "./status.service";
export type { TrafficRow } from "./traffic.repository";
export { getTraffic, readTraffic } from "./traffic.service";
