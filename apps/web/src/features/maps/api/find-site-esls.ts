import { type EslRow, eslRowsAnswerSchema, monitoringCacheMs } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** GET /monitoring/esls?site_id=: a site's electronic shelf labels, with the access point each hangs from. */
export function findSiteEsls(siteId: number, signal?: AbortSignal): Promise<EslRow[]> {
  return apiCall("GET", "/monitoring/esls", eslRowsAnswerSchema, { query: { site_id: siteId }, signal });
}

export function siteEslsQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: ["monitoring", "esls", siteId],
    queryFn: ({ signal }) => findSiteEsls(siteId, signal),
    // docs/product.md#monitoring-api: cached 1 second; read again when the map comes back into view or a live change touches a label.
    staleTime: monitoringCacheMs.esls,
  });
}

export function useSiteEsls(siteId: number) {
  return useQuery(siteEslsQueryOptions(siteId));
}
