import { couponPrintLimits, disabledCouponSearchFilter, printableCouponSearchFilter } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";
import type { CodesListState } from "../codes-list-state";
import { couponsQuery, couponsSort } from "../coupons-search-body";
import { type PrintedCouponFields, printedCouponFields } from "../print/printed-coupon-fields";
import { couponsQueryKey } from "./find-coupons";

/** What a print page prints (docs/product.md#codes-printing): one code, a dashboard's search, or a creation batch. */
export type PrintSelection =
  | { mode: "id"; id: number }
  | { mode: "state"; state: CodesListState }
  | { mode: "correlation"; correlationId: string };

/** The codes to print, how many printable codes the selection matched, and how many disabled ones it left out. */
export interface PrintRun {
  coupons: PrintedCouponFields[];
  /** The printable codes matched: more than printed when over the mode's limit. */
  total: number;
  /** The disabled codes matched: never printed, a guest could not connect with one. */
  disabled: number;
}

type Clause = Record<string, unknown>;
type PrintedCodes = Omit<PrintRun, "disabled">;

const withFilter = (query: Clause, filter: Clause): Clause => ({ bool: { filter: [query, filter] } });

async function countDisabled(query: Clause, signal?: AbortSignal): Promise<number> {
  const response = await searchIndex(
    "coupons",
    { size: 0, track_total_hits: true, query: withFilter(query, disabledCouponSearchFilter) },
    signal,
  );
  return response.hits.total?.value ?? 0;
}

/** One code (docs/product.md#codes-api). */
async function findById(query: Clause, signal?: AbortSignal): Promise<PrintedCodes> {
  const response = await searchIndex<PrintedCouponFields>(
    "coupons",
    { size: couponPrintLimits.id, _source: printedCouponFields, query },
    signal,
  );
  const coupons = response.hits.hits.map((hit) => hit._source);
  return { coupons, total: coupons.length };
}

/** A batch in code order, in one post of 500 (docs/product.md#codes-printing, docs/search.md "Print"). */
async function findByCorrelation(query: Clause, signal?: AbortSignal): Promise<PrintedCodes> {
  const response = await searchIndex<PrintedCouponFields>(
    "coupons",
    {
      size: couponPrintLimits.correlation,
      _source: printedCouponFields,
      sort: ["code", "id"],
      track_total_hits: true,
      query,
    },
    signal,
  );
  return { coupons: response.hits.hits.map((hit) => hit._source), total: response.hits.total?.value ?? 0 };
}

/**
 * The dashboard's search in its order, in posts of 100 (docs/product.md#codes-api) followed
 * with `search_after` (the order ends with the id, so none is skipped at a
 * post's edge), up to the 300 a print may hold (docs/product.md#codes-printing).
 */
async function findByState(query: Clause, state: CodesListState, signal?: AbortSignal): Promise<PrintedCodes> {
  const coupons: PrintedCouponFields[] = [];
  let total = 0;
  let searchAfter: unknown[] | undefined;
  while (coupons.length < couponPrintLimits.printAll) {
    const response = await searchIndex<PrintedCouponFields>(
      "coupons",
      {
        size: couponPrintLimits.statePost,
        _source: printedCouponFields,
        sort: couponsSort(state.sort),
        track_total_hits: true,
        query,
        ...(searchAfter ? { search_after: searchAfter } : {}),
      },
      signal,
    );
    const hits = response.hits.hits;
    total = response.hits.total?.value ?? total;
    coupons.push(...hits.map((hit) => hit._source));
    searchAfter = hits.at(-1)?.sort;
    if (hits.length < couponPrintLimits.statePost || !searchAfter) break;
  }
  return { coupons: coupons.slice(0, couponPrintLimits.printAll), total };
}

function selectionQuery(selection: PrintSelection): Clause {
  switch (selection.mode) {
    case "id":
      return { ids: { values: [String(selection.id)] } };
    case "correlation":
      return { term: { correlation_id: selection.correlationId } };
    case "state":
      return couponsQuery(selection.state, new Date());
  }
}

function findPrintableCodes(selection: PrintSelection, query: Clause, signal?: AbortSignal): Promise<PrintedCodes> {
  switch (selection.mode) {
    case "id":
      return findById(query, signal);
    case "correlation":
      return findByCorrelation(query, signal);
    case "state":
      return findByState(query, selection.state, signal);
  }
}

/** The selection's printable codes, and apart how many disabled ones it left out. */
export async function findPrintCoupons(selection: PrintSelection, signal?: AbortSignal): Promise<PrintRun> {
  const query = selectionQuery(selection);
  const [printed, disabled] = await Promise.all([
    findPrintableCodes(selection, withFilter(query, printableCouponSearchFilter), signal),
    countDisabled(query, signal),
  ]);
  return { ...printed, disabled };
}

export function printCouponsQueryOptions(selection: PrintSelection) {
  return queryOptions({
    queryKey: [...couponsQueryKey, "print", selection],
    queryFn: ({ signal }) => findPrintCoupons(selection, signal),
    // A printed sheet is what the codes were when it opened.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePrintCoupons(selection: PrintSelection) {
  return useQuery(printCouponsQueryOptions(selection));
}
