export * from "./coverage-estimate";
export * from "./equipment-search";
export * from "./floor-plan-requests";
export * from "./live-equipment";
export * from "./map-markers";
export * from "./map-projection";
export * from "./map-view";
export * from "./network-name";
