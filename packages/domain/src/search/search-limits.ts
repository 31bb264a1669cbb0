/**
 * The search proxy's result window, Elasticsearch's: `from + size` stays
 * within it (deeper pages use `search_after`), and totals are counted exactly
 * up to it unless `track_total_hits` says otherwise (docs/search.md).
 */
export const searchResultWindow = 10_000;

/** "facet top size 200" (docs/product.md#search, docs/product.md#codes-limits): the buckets a dashboard facet asks for (the codes' offers). */
export const facetTopSize = 200;
