export * from "./reporting-calls";
export * from "./reporting-dataset";
export * from "./reporting-keys";
export * from "./reporting-query";
export * from "./reporting-table";
