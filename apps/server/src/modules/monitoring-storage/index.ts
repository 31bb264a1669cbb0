// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { ensureMonthPartitions } from "./month-partitions";
export { applyMonitoringRetention, retentionCutoff } from "./retention";
export { maintainMonitoringStorage, storageMaintenanceIntervalMs } from "./storage-maintenance";
