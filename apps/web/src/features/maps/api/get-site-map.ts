import {
  type EquipmentItem,
  monitoringCacheMs,
  type SiteDeviceItem,
  type SiteMapAnswer,
  siteMapAnswerSchema,
} from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../api/api-error";
import { apiCall } from "../../../api/client";
import { findSiteEquipment } from "../../../api/find-site-equipment";

/** docs/product.md#monitoring-api: the error a site without buildings may answer; its equipment is then read as unlocalized. */
export const siteWithoutLocationsMessage = "Site hasn't locations";

function isSiteWithoutLocations(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.message === siteWithoutLocationsMessage || error.details.error === siteWithoutLocationsMessage)
  );
}

/** Network equipment, not a room's stick or TV (the devices call lists those too). */
function isNetworkEquipment(item: EquipmentItem | SiteDeviceItem): item is EquipmentItem {
  return item.category !== "chromecast" && item.category !== "tv";
}

/** A site map holding only unlocalized equipment: access points, and switches with the lines' gateways. */
export function unlocalizedSiteMap(
  siteId: number,
  equipment: readonly (EquipmentItem | SiteDeviceItem)[],
): SiteMapAnswer {
  const drawn = equipment.filter(isNetworkEquipment).filter((item) => item.state !== "spare");
  return {
    site_id: siteId,
    site_name: "",
    locations: [],
    unlocalizedEquipment: {
      ap: drawn.filter((item) => item.category === "access_point"),
      switch: drawn.filter((item) => item.category === "switch" || item.category === "gateway"),
    },
  };
}

/**
 * GET /monitoring/sites/{id}/full: Site data (map) (docs/product.md#maps-equipment). The error
 * 'Site hasn't locations' falls back to GET /monitoring/devices?site= read
 * as unlocalized equipment (docs/product.md#monitoring-api).
 */
export async function getSiteMap(siteId: number, signal?: AbortSignal): Promise<SiteMapAnswer> {
  try {
    // The answer's Cache-Control lets the browser keep it an hour: a map read again after a live `reset` or a
    // new plan, or opened to start a live stream from, must be the server's current one (TanStack Query keeps it meanwhile).
    return await apiCall("GET", `/monitoring/sites/${siteId}/full`, siteMapAnswerSchema, { signal, cache: "no-cache" });
  } catch (error) {
    if (!isSiteWithoutLocations(error)) throw error;
    return unlocalizedSiteMap(siteId, await findSiteEquipment(siteId, signal));
  }
}

export function siteMapQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: ["monitoring", "site-map", siteId],
    queryFn: ({ signal }) => getSiteMap(siteId, signal),
    // docs/product.md#monitoring-api: cached 1 hour; the live stream keeps it current meanwhile (use-site-live.ts).
    staleTime: monitoringCacheMs.siteFull,
  });
}

export function useSiteMap(siteId: number) {
  return useQuery(siteMapQueryOptions(siteId));
}
