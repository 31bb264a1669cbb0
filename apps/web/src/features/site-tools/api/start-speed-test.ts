import { type SiteToolRun, type SpeedTestStartBody, siteToolStartAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { siteToolsQueryOptions } from "./find-site-tools";
import { siteToolsApiPaths } from "./site-tools-paths";

/**
 * POST /monitoring/sites/{id}/tools/speed_tests (docs/site-tools.md#speed-test): one line measured alone;
 * the answer is the new run, or the one already running on that line.
 */
export function startSpeedTest(siteId: number, body: SpeedTestStartBody): Promise<SiteToolRun> {
  return apiCall("POST", siteToolsApiPaths.speedTests(siteId), siteToolStartAnswerSchema, { body });
}

/** Pending until the site's tools are read again, so the line's button turns "measuring" without a gap. */
export function useStartSpeedTest(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpeedTestStartBody) => startSpeedTest(siteId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteToolsQueryOptions(siteId).queryKey }),
  });
}
