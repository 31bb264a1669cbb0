import type { MonitoringLocation, TimeWindow } from "@ondine/domain";
import { audienceIndexes, audienceSearchBody } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { monitoringLocationKey } from "../../../api/monitoring-location-query";
import { searchIndex } from "../../../api/search-proxy";
import { type Audience, audienceOf, emptyAudience } from "../audience-search";
import { overviewFreshMs } from "./overview-freshness";
import { readOrEmpty } from "./read-or-empty";

/**
 * POST /es_proxy/guest_users/_search and /es_proxy/end_users/_search, side
 * by side, their countries and devices summed. One index failing empties the
 * audience rather than showing half of it (docs/product.md#errors).
 */
export function findAudience(
  location: MonitoringLocation,
  window: TimeWindow,
  signal?: AbortSignal,
): Promise<Audience> {
  const body = audienceSearchBody(location, window);
  return readOrEmpty(
    async () => {
      const answers = await Promise.all(audienceIndexes.map((index) => searchIndex(index, body, signal)));
      return audienceOf(answers.map((answer) => answer.aggregations));
    },
    emptyAudience,
    "the audience",
    signal,
  );
}

export function audienceQueryOptions(location: MonitoringLocation, window: TimeWindow) {
  return queryOptions({
    queryKey: [
      "statistics",
      "audience",
      ...monitoringLocationKey(location),
      window.startAt.toISOString(),
      window.stopAt.toISOString(),
    ],
    queryFn: ({ signal }) => findAudience(location, window, signal),
    staleTime: overviewFreshMs,
  });
}

export function useAudience(location: MonitoringLocation, window: TimeWindow) {
  return useQuery(audienceQueryOptions(location, window));
}
