import { type SilenceWindowListAnswer, type SilenceWindowState, silenceWindowListAnswerSchema } from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { silenceWindowsApiPath } from "./silent-mode-path";

/** What the panel asks for: one state's windows, optionally one site's, one page. */
export interface SilenceWindowsFilter {
  state: SilenceWindowState;
  siteId?: number;
  page: number;
}

/** GET /silent_mode/windows?state=&site_id=&page= (docs/alerts.md#calls): the windows on the caller's sites. */
export function findSilenceWindows(
  filter: SilenceWindowsFilter,
  signal?: AbortSignal,
): Promise<SilenceWindowListAnswer> {
  return apiCall("GET", silenceWindowsApiPath, silenceWindowListAnswerSchema, {
    query: { state: filter.state, site_id: filter.siteId, page: filter.page },
    signal,
  });
}

/** Without a filter: the key every page of every state starts with, for the changes to refresh them all. */
export function silenceWindowsQueryOptions(filter?: SilenceWindowsFilter) {
  return queryOptions({
    queryKey: filter ? ["silent-mode", "windows", filter] : ["silent-mode", "windows"],
    queryFn: ({ signal }) => findSilenceWindows(filter ?? { state: "current", page: 1 }, signal),
    // The page shown stays on screen while the next one (or another site's) loads; another state's never stands in.
    placeholderData: (previous, previousQuery) =>
      filter !== undefined && (previousQuery?.queryKey[2] as SilenceWindowsFilter | undefined)?.state === filter.state
        ? keepPreviousData(previous)
        : undefined,
  });
}

export function useSilenceWindows(filter: SilenceWindowsFilter) {
  return useQuery(silenceWindowsQueryOptions(filter));
}
