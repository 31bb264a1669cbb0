import type { Actor } from "../accounts/permissions";
import { canManageAccounts } from "../accounts/permissions";

/** Search proxy (docs/product.md#search): the indexes `POST /es_proxy/{index}/_search` answers for. */
export const searchIndexNames = [
  "locations",
  "purchases",
  "coupons",
  "center_users",
  "guest_users",
  "end_users",
  "connection_codes",
  "maintenance_events",
  "maintenance_interventions",
] as const;

export type SearchIndexName = (typeof searchIndexNames)[number];

export function isSearchIndexName(value: string): value is SearchIndexName {
  return (searchIndexNames as readonly string[]).includes(value);
}

/**
 * What a caller may read of an index: its documents and aggregations
 * (`documents`), only counts and aggregations (`aggregations`: `size` must be
 * 0), or nothing.
 */
export type SearchAccess = "documents" | "aggregations" | "none";

/**
 * Who may search which index (docs/search.md "Roles"), by the screen that
 * reads it (docs/product.md#statistics-overview, docs/product.md#accounts-permissions). The statistics overview (statistics.home) shows the
 * audience split and the codes meter as figures only, so those roles read
 * aggregations and never a guest's or a code's row.
 */
export function searchAccess(actor: Actor, index: SearchIndexName): SearchAccess {
  const { roles } = actor;
  const documentsIf = (allowed: boolean): SearchAccess => (allowed ? "documents" : "none");
  switch (index) {
    case "locations":
      return "documents";
    case "purchases":
      return documentsIf(roles.statistics.purchases === 1);
    case "coupons":
      if (roles.codes.list === 1) return "documents";
      return roles.statistics.codes === 1 ? "aggregations" : "none";
    case "center_users":
      return documentsIf(canManageAccounts(actor));
    case "guest_users":
    case "end_users":
      if (roles.statistics.customers === 1) return "documents";
      return roles.statistics.home === 1 ? "aggregations" : "none";
    case "connection_codes":
      return documentsIf(roles.codes.planet_campus === 1);
    case "maintenance_events":
    case "maintenance_interventions":
      return documentsIf(roles.network.events === 1 || roles.network["status.monitoring"] === 1);
  }
}
