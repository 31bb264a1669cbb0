// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
// The overview's calls (traffic, meters); the casting dashboard's calls live beside them.
export { statisticsOverviewRoutes } from "./overview";
