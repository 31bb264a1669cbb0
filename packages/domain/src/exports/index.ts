export * from "./export-columns";
export * from "./export-request";
