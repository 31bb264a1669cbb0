// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

// The casting dashboard's calls (docs/api.md "Casting statistics"), and their service for tools/bench/casting.
export { castingRoutes, readCastingStatistic } from "./casting";
// The overview's calls (traffic, meters); the casting dashboard's calls live beside them.
export { statisticsOverviewRoutes } from "./overview";
// The yearly reporting calls and their workbook (docs/reporting.md).
export { reportingRoutes } from "./reporting";
