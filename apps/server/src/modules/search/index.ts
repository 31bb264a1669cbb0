// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

export { type ExportRow, type ExportRows, exportSearchRows } from "./export-rows";
export { forgetCodeFigures } from "./figures/forget-code-figures";
export { listenToCodeChanges } from "./figures/listen-code-changes";
export { SearchFiguresCache } from "./figures/search-figures-cache";
export { searchIndexes } from "./mappings/search-indexes";
export { searchRoutes } from "./search.routes";
export { type SearchDeps, searchIndex } from "./search.service";
export { searchDependencies } from "./search-dependencies";
export { createSearchLimits } from "./search-limits";
