// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

export { changeLogPruningIntervalMs, pruneChangeLog } from "./change-log-pruning";
export { EquipmentChangeFeed, equipmentChannel } from "./equipment-change-feed";
export { readFloorPlanImage } from "./floor-plan-image";
export { liveEquipmentRoutes } from "./live-equipment.routes";
export { mapsRoutes } from "./maps.routes";
