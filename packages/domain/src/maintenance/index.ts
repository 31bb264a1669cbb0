export * from "./maintenance-event";
export * from "./maintenance-intervention";
