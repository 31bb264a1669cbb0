import {
  backOfficeCreatorType,
  couponStatusSearchFilter,
  facetTopSize,
  printableCouponSearchFilter,
  productTimeZone,
  searchResultWindow,
} from "@ondine/domain";
import type { CodesListSort, CodesListState } from "./codes-list-state";

type Clause = Record<string, unknown>;

/**
 * Each order ends with the id: a batch shares one `created_at` (and its
 * `ends_at`), and `search_after` compares only the sort values it is given,
 * so without a unique last value the codes of a batch at a page edge would
 * be skipped (a print of 296 codes held 287).
 */
const sortClauses: Record<CodesListSort, Clause[]> = {
  created_desc: [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
  created_asc: [{ created_at: { order: "asc" } }, { id: { order: "asc" } }],
  code_asc: [{ code: { order: "asc" } }, { id: { order: "asc" } }],
  ends_asc: [{ ends_at: { order: "asc" } }, { id: { order: "asc" } }],
};

const phoneLike = /^[+0-9][0-9 .-]*$/;
const correlationLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The search box: a code from its first letters (codes are upper case), a
 * description from its words, a phone number from its first digits, a batch
 * by its id. Any one of them matches.
 */
function searchClause(text: string): Clause {
  const should: Clause[] = [
    { prefix: { code: { value: text.toUpperCase() } } },
    { match_phrase: { description: text } },
  ];
  if (phoneLike.test(text)) should.push({ prefix: { phone_number: text.replace(/[ .-]/g, "") } });
  if (correlationLike.test(text)) should.push({ term: { correlation_id: text.toLowerCase() } });
  return { bool: { should, minimum_should_match: 1 } };
}

/**
 * The coupons index query of a dashboard state (docs/product.md#codes-screens: only codes created
 * by back-office users). `now` places the status filters in time.
 */
export function couponsQuery(state: CodesListState, now: Date): Clause {
  const filter: Clause[] = [{ term: { creator_type: backOfficeCreatorType } }];
  if (state.site !== undefined) filter.push({ term: { site_id: state.site } });
  else if (state.organism !== undefined) filter.push({ term: { organism_id: state.organism } });
  if (state.status) filter.push(...couponStatusSearchFilter(state.status, now));
  if (state.offer) filter.push({ term: { "coupon_def.name.keyword": state.offer } });
  if (state.correlation) filter.push({ term: { correlation_id: state.correlation } });
  if (state.from || state.to) {
    const range: Clause = { time_zone: productTimeZone };
    if (state.from) range.gte = state.from;
    // `lte` a day takes the whole day (docs/search.md "Dates").
    if (state.to) range.lte = state.to;
    filter.push({ range: { created_at: range } });
  }
  const must: Clause[] = state.q?.trim() ? [searchClause(state.q.trim())] : [];
  return { bool: must.length > 0 ? { filter, must } : { filter } };
}

export function couponsSort(sort: CodesListSort | undefined): Clause[] {
  return sortClauses[sort ?? "created_desc"];
}

/**
 * One page of the dashboard, with its total counted up to the result window
 * (Elasticsearch's default): past it the total reads "more than 10,000",
 * so the first page of any list answers in a few milliseconds whatever the
 * count (docs/performance.md "Cached reads and the codes search"). The
 * figures that must read every code come apart (`couponFiguresBody`).
 */
export function couponsPageBody(state: CodesListState, now: Date, pageSize: number): Clause {
  const from = Math.min(((state.page ?? 1) - 1) * pageSize, searchResultWindow - pageSize);
  return {
    query: couponsQuery(state, now),
    sort: couponsSort(state.sort),
    from,
    size: pageSize,
    track_total_hits: searchResultWindow,
  };
}

/**
 * The dashboard's figures, the same for every page and order of a search:
 * the exact total and, counted in its pass, how many of them a print would
 * hold, and the offers facet. The server keeps them between searches.
 */
export function couponFiguresBody(state: CodesListState, now: Date): Clause {
  return {
    query: couponsQuery(state, now),
    size: 0,
    track_total_hits: true,
    aggs: {
      offers: { terms: { field: "coupon_def.name.keyword", size: facetTopSize } },
      printable: { filter: printableCouponSearchFilter },
    },
  };
}

/**
 * The codes list's export (`POST /api/exports/coupons`, docs/product.md#exports): the
 * list's query and order as the list sends them, without paging or facets.
 */
export function couponsExportBody(state: CodesListState, now: Date): { query: Clause; sort: Clause[] } {
  return { query: couponsQuery(state, now), sort: couponsSort(state.sort) };
}
