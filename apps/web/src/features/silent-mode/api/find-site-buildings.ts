import { buildingSummarySchema, buildingsAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiCall } from "../../../api/client";

/**
 * A window on a building names it by its row id (`building_id`,
 * docs/alerts.md#silent-mode): the buildings answer, read with that id beside
 * the uuid the maps use. An answer without it fails here, and the form says
 * the buildings cannot be listed rather than send a building it cannot name.
 */
const siteBuildingsAnswerSchema = buildingsAnswerSchema.extend({
  buildings: z.array(buildingSummarySchema.extend({ id: z.number().int().positive() })),
});
export type SiteBuilding = z.infer<typeof siteBuildingsAnswerSchema>["buildings"][number];

/** GET /locations/buildings?site= (docs/api.md): a site's buildings, by name. */
export function findSiteBuildings(siteId: number, signal?: AbortSignal): Promise<SiteBuilding[]> {
  return apiCall("GET", "/locations/buildings", siteBuildingsAnswerSchema, { query: { site: siteId }, signal }).then(
    (answer) => answer.buildings,
  );
}

export function siteBuildingsQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: ["silent-mode", "site-buildings", siteId],
    queryFn: ({ signal }) => findSiteBuildings(siteId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The site's buildings while the form covers a building of it; nothing read otherwise. */
export function useSiteBuildings(siteId: number | null, enabled: boolean) {
  return useQuery({ ...siteBuildingsQueryOptions(siteId ?? 0), enabled: enabled && siteId !== null });
}
