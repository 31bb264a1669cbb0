export * from "./export-request";
