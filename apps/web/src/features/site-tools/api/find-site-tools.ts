import { type SiteToolsAnswer, siteToolsAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { siteToolsApiPaths } from "./site-tools-paths";

/** GET /monitoring/sites/{id}/tools (docs/site-tools.md#calls): the site's lines with their speed tests, and its diagnoses. */
export function findSiteTools(siteId: number, signal?: AbortSignal): Promise<SiteToolsAnswer> {
  return apiCall("GET", siteToolsApiPaths.tools(siteId), siteToolsAnswerSchema, { signal });
}

export function siteToolsQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: ["site-tools", siteId],
    queryFn: ({ signal }) => findSiteTools(siteId, signal),
  });
}

/** docs/site-tools.md#calls: the panel reads again every 2 s while a run is under way. */
export const runningRefreshMs = 2000;

/** Whether any of the site's runs (a line's speed test or a diagnosis) waits for the collector. */
export function hasRunningRun(answer: SiteToolsAnswer | undefined): boolean {
  if (!answer) return false;
  return (
    answer.diagnoses.some((run) => run.state === "running") ||
    answer.lines.some((line) => line.speed_tests.some((run) => run.state === "running"))
  );
}

/** The site's tools, read again every 2 s while a run is running so its result shows without a reload; not otherwise. */
export function useSiteTools(siteId: number) {
  return useQuery({
    ...siteToolsQueryOptions(siteId),
    refetchInterval: (query) => (hasRunningRun(query.state.data) ? runningRefreshMs : false),
  });
}
