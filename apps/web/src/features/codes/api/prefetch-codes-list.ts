import type { QueryClient } from "@tanstack/react-query";
import type { CodesListState } from "../codes-list-state";
import { couponsQueryOptions } from "./find-coupons";

/**
 * Starts the codes list's page of `state` under the key the list reads, so it
 * runs while the list's chunks load. An entry already there is not asked
 * again: the route's loader runs at every change of the hash (a code's panel
 * opened, the view switched), and the list decides when to read again. A
 * failure is left to the list, which asks again and shows it.
 */
export function prefetchCodesList(queryClient: QueryClient, state: CodesListState): void {
  queryClient.ensureQueryData(couponsQueryOptions(state)).catch(() => undefined);
}
