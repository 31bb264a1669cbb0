import type { QueryClient } from "@tanstack/react-query";
import { publicConfigQueryOptions } from "../../../api/public-config";
import { i18n } from "../../../i18n/i18n";
import { type PrintSelection, printCouponsQueryOptions } from "../api/find-print-coupons";
import { englishCatalogueQueryOptions, isEnglishInterface } from "./use-english-text";

/**
 * Starts what the print page waits for before it draws a sheet (the codes, the
 * English catalogue of the doubled lines, the printed customer-service
 * numbers) under the keys the page reads, so they run while its chunks load.
 * Fresh entries are not asked again; a failure is left to the page, which asks
 * again and shows it.
 */
export function prefetchCouponPrint(queryClient: QueryClient, selection: PrintSelection): void {
  void queryClient.prefetchQuery(printCouponsQueryOptions(selection));
  if (!isEnglishInterface(i18n)) void queryClient.prefetchQuery(englishCatalogueQueryOptions());
  void queryClient.prefetchQuery(publicConfigQueryOptions());
}
