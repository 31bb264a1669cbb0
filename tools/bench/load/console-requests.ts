// The bodies and queries the web console sends for the screens the benchmarks
// replay. Tools cannot import apps/web, so each is written from the web code it
// names; the shared rules (filters, sizes, windows) come from @ondine/domain.
import {
  callerLocationsSearch,
  couponPrintLimits,
  disabledCouponSearchFilter,
  facetTopSize,
  printableCouponSearchFilter,
  printedCouponFields,
  searchResultWindow,
  siteStatesFor,
  type TrafficRange,
  trafficRangeWindow,
} from "@ondine/domain";

type Clause = Record<string, unknown>;

/** A location the codes list is pre-filtered by (`locationPrefilter`): an organism or a site. */
export type CodesLocation = { organism: number } | { site: number };

/** The codes list's page size (apps/web/src/features/codes/api/find-coupons.ts `codesPageSize`). */
export const codesPageSize = 20;

/**
 * The codes screen's first searches (apps/web/src/features/codes/coupons-search-body.ts
 * with the location pre-filter only), sent together: `couponsPageBody`, 20
 * codes newest first with the total counted up to the result window, and
 * `couponFiguresBody`, the exact total, the offers facet and the printable
 * count.
 */
export function codesFirstPageBodies(location: CodesLocation): { page: Clause; figures: Clause } {
  const filter: Clause[] = [
    { term: { creator_type: "CenterUser" } },
    "site" in location ? { term: { site_id: location.site } } : { term: { organism_id: location.organism } },
  ];
  const query = { bool: { filter } };
  return {
    page: {
      query,
      sort: [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
      from: 0,
      size: codesPageSize,
      track_total_hits: searchResultWindow,
    },
    figures: {
      query,
      size: 0,
      track_total_hits: true,
      aggs: {
        offers: { terms: { field: "coupon_def.name.keyword", size: facetTopSize } },
        printable: { filter: printableCouponSearchFilter },
      },
    },
  };
}

/**
 * The print page of a creation batch (`findPrintCoupons` of
 * apps/web/src/features/codes/api/find-print-coupons.ts, correlation mode):
 * the printable codes in code order, and apart the count of disabled ones;
 * the page sends both at once.
 */
export function printBatchBodies(correlationId: string): { printable: Clause; disabled: Clause } {
  const query = { term: { correlation_id: correlationId } };
  return {
    printable: {
      size: couponPrintLimits.correlation,
      _source: printedCouponFields,
      sort: ["code", "id"],
      track_total_hits: true,
      query: { bool: { filter: [query, printableCouponSearchFilter] } },
    },
    disabled: {
      size: 0,
      track_total_hits: true,
      query: { bool: { filter: [query, disabledCouponSearchFilter] } },
    },
  };
}

/** The caller's locations as the root route asks for them (caller-locations-options.ts), first page. */
export function callerLocationsBody(): Clause {
  return callerLocationsSearch(siteStatesFor(["selection", "homeMap"]));
}

/** `?site=ID&start_at&stop_at` of a monitoring chart over the range's window from now (read-monitoring-series.ts). */
export function monitoringSeriesQuery(siteId: number, range: TrafficRange): string {
  const window = trafficRangeWindow(range, new Date());
  const seconds = (instant: Date) => Math.floor(instant.getTime() / 1000);
  return `site=${siteId}&start_at=${seconds(window.startAt)}&stop_at=${seconds(window.stopAt)}`;
}
