import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { isServiceBrieflyUnavailable } from "./service-unavailable";

/**
 * Whether a read is waiting to be tried again because its last answer said
 * the service is briefly unavailable: TanStack Query keeps that answer as the
 * query's `fetchFailureReason` while it retries, and clears it on success.
 */
export function isWaitingForService(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some(
      (query) => query.state.fetchStatus === "fetching" && isServiceBrieflyUnavailable(query.state.fetchFailureReason),
    );
}

/** `isWaitingForService` of the app's query client, kept current. */
export function useIsWaitingForService(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => isWaitingForService(queryClient));
}
