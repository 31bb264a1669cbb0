import { type SiteToolRun, siteToolRunSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { siteToolsApiPaths } from "./site-tools-paths";

/** GET /monitoring/site_tools/runs/{id} (docs/site-tools.md#calls): one run, as the ticket's report reads it. */
export function getSiteToolRun(runId: number, signal?: AbortSignal): Promise<SiteToolRun> {
  return apiCall("GET", siteToolsApiPaths.run(runId), siteToolRunSchema, { signal });
}

export function siteToolRunQueryOptions(runId: number) {
  return queryOptions({
    queryKey: ["site-tools", "run", runId],
    queryFn: ({ signal }) => getSiteToolRun(runId, signal),
  });
}

/** The run a new ticket reports on; nothing read without one. */
export function useSiteToolRun(runId: number | undefined) {
  return useQuery({ ...siteToolRunQueryOptions(runId ?? 0), enabled: runId !== undefined });
}
