export * from "./ingest-maintenance";
export * from "./maintenance-event";
export * from "./maintenance-intervention";
export * from "./maintenance-look-back";
