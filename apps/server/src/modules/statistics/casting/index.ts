// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

// The casting dashboard's calls (docs/api.md "Casting statistics").
export { castingRoutes } from "./casting.routes";
// The calls' service, for tools/bench/casting.
export { readCastingStatistic } from "./casting.service";
