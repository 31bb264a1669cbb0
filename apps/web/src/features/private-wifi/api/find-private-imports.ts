import { type PrivateImportHistory, privateImportHistorySchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { privateWifiApiPaths } from "./private-wifi-paths";

/** GET /ran/sites/{site_id}/imports (docs/private-wifi.md#import): the site's past imports, newest first. */
export function findPrivateImports(siteId: number, signal?: AbortSignal): Promise<PrivateImportHistory> {
  return apiCall("GET", privateWifiApiPaths.imports(siteId), privateImportHistorySchema, { signal });
}

export function privateImportsQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: ["private-wifi", siteId, "imports"],
    queryFn: ({ signal }) => findPrivateImports(siteId, signal),
  });
}

export function usePrivateImports(siteId: number) {
  return useQuery(privateImportsQueryOptions(siteId));
}
