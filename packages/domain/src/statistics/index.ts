export * from "./casting";
export * from "./customer-fields";
export * from "./ingest-portal-activity";
export * from "./statistics-numbers";
export * from "./statistics-queries";
export * from "./statistics-window";
export * from "./top-with-others";
export * from "./traffic-averages";
