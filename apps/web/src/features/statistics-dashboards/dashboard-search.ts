import { type DashboardFilters, dashboardSorts } from "@ondine/domain";
import { decodeSearchBlob, searchBlobOfHash, searchHash } from "../../routing/hash-search";
import { dayText, isOneOf, positiveInteger, text } from "../../routing/search-field-readers";

/**
 * The purchases, used codes and customers dashboards' state (docs/product.md#statistics-dashboards
 * "/statistics/{purchases|codes|customers}#?s={search}"), in the codes
 * dashboard's encoding. The overview's see-more links carry organism,
 * site, from and to.
 */
/** Customers: list or table; purchases and codes: their charts or the same figures as tables. */
export const dashboardViews = ["list", "table", "charts"] as const;
export type DashboardView = (typeof dashboardViews)[number];

/** The filters the searches read (packages/domain), and what the screen shows of them. */
export interface DashboardSearch extends DashboardFilters {
  view?: DashboardView;
  /** The customer whose detail is open. */
  customer?: number;
}

/** Keeps only well-formed fields: an address is typed, pasted or old, never trusted. */
export function validateDashboardSearch(input: unknown): DashboardSearch {
  if (typeof input !== "object" || input === null) return {};
  const raw = input as Record<string, unknown>;
  const search: DashboardSearch = {
    q: text(raw.q),
    organism: positiveInteger(raw.organism),
    site: positiveInteger(raw.site),
    offer: text(raw.offer),
    from: dayText(raw.from),
    to: dayText(raw.to),
    sort: isOneOf(dashboardSorts, raw.sort) ? raw.sort : undefined,
    view: isOneOf(dashboardViews, raw.view) ? raw.view : undefined,
    page: (positiveInteger(raw.page) ?? 1) > 1 ? positiveInteger(raw.page) : undefined,
    customer: positiveInteger(raw.customer),
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as DashboardSearch;
}

/** The address hash (without `#`) holding a dashboard search: `?s=<base64url of JSON>`. */
export function dashboardSearchHash(state: DashboardSearch): string {
  return searchHash(state);
}

/** The search of an address hash; undefined when it holds none (a first open). */
export function dashboardSearchFromHash(hash: string): DashboardSearch | undefined {
  const blob = searchBlobOfHash(hash);
  if (!blob) return undefined;
  const decoded = decodeSearchBlob(blob);
  return decoded === undefined ? undefined : validateDashboardSearch(decoded);
}
