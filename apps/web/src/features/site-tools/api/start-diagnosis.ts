import { type SiteToolRun, siteToolStartAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { siteToolsQueryOptions } from "./find-site-tools";
import { siteToolsApiPaths } from "./site-tools-paths";

/**
 * POST /monitoring/sites/{id}/tools/diagnoses (docs/site-tools.md#diagnosis): the new run, or the one
 * already running on the site.
 */
export function startDiagnosis(siteId: number): Promise<SiteToolRun> {
  return apiCall("POST", siteToolsApiPaths.diagnoses(siteId), siteToolStartAnswerSchema);
}

/** Pending until the site's tools are read again, so the progress shows without a gap. */
export function useStartDiagnosis(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startDiagnosis(siteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteToolsQueryOptions(siteId).queryKey }),
  });
}
