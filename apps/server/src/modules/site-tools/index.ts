// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
// The console's calls (docs/site-tools.md#calls).

// For the ingest's command delivery (modules/iot through the ingest routes) and the minute sweep
// (plugins/iot-commands.ts): the runs' commands described, their results and expiries settled.
export { settleSiteToolRuns, siteToolRunsPort } from "./site-tool-settle";
export { siteToolsRoutes } from "./site-tools.routes";
