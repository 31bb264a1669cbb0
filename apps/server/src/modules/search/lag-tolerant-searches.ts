import type { SearchAccess, SearchIndexName } from "@ondine/domain";

/**
 * Indexes only the ingest writes (the portals' purchases and guests,
 * docs/ingest.md "Portal activity"): no caller reads them right after a write
 * of their own, and the statistics dashboards read them at length.
 */
const ingestOnlyIndexes: ReadonlySet<SearchIndexName> = new Set(["purchases", "guest_users", "end_users"]);

/**
 * Whether a search may read the read replica, a few seconds behind
 * (docs/operations.md#replica): the statistics dashboards' searches, that is
 * one of an index only the ingest writes, or one a caller may only count
 * (`aggregations`: a statistics role's figures). A list of codes, accounts
 * or events, which a caller reads back after changing it, stays on the primary.
 */
export function isLagTolerantSearch(index: SearchIndexName, access: SearchAccess): boolean {
  return ingestOnlyIndexes.has(index) || access === "aggregations";
}
