// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { type AppMetrics, createAppMetrics } from "./app-metrics";
export { unmatchedRoute } from "./http-metrics";
export { metricsPath, metricsRoutes } from "./metrics.routes";
