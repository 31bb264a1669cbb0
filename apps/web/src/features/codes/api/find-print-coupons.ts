import { couponPrintLimits } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";
import type { CodesListState } from "../codes-list-state";
import { couponsQuery, couponsSort } from "../coupons-search-body";
import { type PrintedCouponFields, printedCouponFields } from "../print/printed-coupon-fields";
import { couponsQueryKey } from "./find-coupons";

/** What a print page prints (SPEC §2 print modes): one code, a dashboard's search, or a creation batch. */
export type PrintSelection =
  | { mode: "id"; id: number }
  | { mode: "state"; state: CodesListState }
  | { mode: "correlation"; correlationId: string };

/** Codes to print, and how many the selection matched (more than printed when over the limit). */
export interface PrintRun {
  coupons: PrintedCouponFields[];
  total: number;
}

async function findById(id: number, signal?: AbortSignal): Promise<PrintRun> {
  const response = await searchIndex<PrintedCouponFields>(
    "coupons",
    { size: couponPrintLimits.id, _source: printedCouponFields, query: { ids: { values: [String(id)] } } },
    signal,
  );
  const coupons = response.hits.hits.map((hit) => hit._source);
  return { coupons, total: coupons.length };
}

/** A batch in code order, in one post of 500 (SPEC §7, docs/search.md "Print"). */
async function findByCorrelation(correlationId: string, signal?: AbortSignal): Promise<PrintRun> {
  const response = await searchIndex<PrintedCouponFields>(
    "coupons",
    {
      size: couponPrintLimits.correlation,
      _source: printedCouponFields,
      sort: ["code"],
      track_total_hits: true,
      query: { term: { correlation_id: correlationId } },
    },
    signal,
  );
  return { coupons: response.hits.hits.map((hit) => hit._source), total: response.hits.total?.value ?? 0 };
}

/**
 * The dashboard's search in its order, in posts of 100 (SPEC §7) followed
 * with `search_after`, up to the 300 a print may hold (SPEC §9).
 */
async function findByState(state: CodesListState, signal?: AbortSignal): Promise<PrintRun> {
  const coupons: PrintedCouponFields[] = [];
  const query = couponsQuery(state, new Date());
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

export function findPrintCoupons(selection: PrintSelection, signal?: AbortSignal): Promise<PrintRun> {
  switch (selection.mode) {
    case "id":
      return findById(selection.id, signal);
    case "correlation":
      return findByCorrelation(selection.correlationId, signal);
    case "state":
      return findByState(selection.state, signal);
  }
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
