// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

export { searchIndexes } from "./mappings/search-indexes";
export { searchRoutes } from "./search.routes";
export { searchIndex } from "./search.service";
export { createSearchLimits } from "./search-limits";
