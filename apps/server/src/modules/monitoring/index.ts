// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export type { BandwidthRow } from "./bandwidth.repository";
export type { AccessPointListRow, EquipmentRow, EslListRow } from "./equipment.repository";
export { resolveSeriesTarget } from "./monitored-location.service";
export { monitoringRoutes } from "./monitoring.routes";
export type { SeriesTarget } from "./series-target";
export type { SiteStatusValues } from "./site-status-values";
export type { SpeedtestRow } from "./speedtests.repository";
export type { TrafficRow } from "./traffic.repository";
export { readTraffic } from "./traffic.service";
