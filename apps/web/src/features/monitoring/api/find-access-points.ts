import { type AccessPointRow, accessPointRowsAnswerSchema, monitoringCacheMs } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import pLimit from "p-limit";
import { apiCall } from "../../../api/client";
import { monitoringLocationKey } from "../../../api/monitoring-location-query";
import { type LoadProgress, reportLoadProgress, useLoadProgress } from "../load-progress-store";
import type { MonitoringLocation } from "../monitoring-location";
import { findProductionSites, type ProductionSite } from "./find-production-sites";

/** The access points read, and the sites whose list could not be read. */
export interface AccessPointsLoad {
  accessPoints: AccessPointRow[];
  failedSites: ProductionSite[];
}

/** How many sites of an organism are asked at once: enough to be quick, few enough to spare the server. */
export const siteReadConcurrency = 3;

/** GET /monitoring/devices_more?site=: a site's access points, sorted by building, floor and tag. */
export function findSiteAccessPoints(siteId: number, signal?: AbortSignal): Promise<AccessPointRow[]> {
  return apiCall("GET", "/monitoring/devices_more", accessPointRowsAnswerSchema, { query: { site: siteId }, signal });
}

/**
 * An organism's access points, site by site (its production sites by name,
 * a few at a time), telling `onProgress` as each site is read. A site that
 * fails is named in `failedSites`; the others are still listed.
 */
export async function findOrganismAccessPoints(
  organismId: number,
  onProgress: (progress: LoadProgress) => void,
  signal?: AbortSignal,
): Promise<AccessPointsLoad> {
  const sites = await findProductionSites(organismId, signal);
  const failedSites: ProductionSite[] = [];
  let done = 0;
  onProgress({ done, total: sites.length });
  const bySite = await pLimit(siteReadConcurrency).map(sites, async (site) => {
    try {
      return await findSiteAccessPoints(site.id, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      failedSites.push(site);
      return [];
    } finally {
      done += 1;
      onProgress({ done, total: sites.length });
    }
  });
  // Sites come by name and each site's list in its own order: the whole list is sorted as the call sorts it.
  return { accessPoints: bySite.flat(), failedSites };
}

export function accessPointsQueryOptions(location: MonitoringLocation) {
  const queryKey = ["monitoring", "access-points", ...monitoringLocationKey(location)] as const;
  const readKey = queryKey.join(":");
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<AccessPointsLoad> => {
      if (location.type === "site") {
        return { accessPoints: await findSiteAccessPoints(location.id, signal), failedSites: [] };
      }
      reportLoadProgress(readKey, null);
      return findOrganismAccessPoints(location.id, (progress) => reportLoadProgress(readKey, progress), signal);
    },
    staleTime: monitoringCacheMs.devicesMore,
    refetchInterval: monitoringCacheMs.devicesMore,
  });
}

/** The location's access points, with the progress of an organism's site-by-site read. */
export function useAccessPoints(location: MonitoringLocation) {
  const options = accessPointsQueryOptions(location);
  const query = useQuery(options);
  const progress = useLoadProgress(options.queryKey.join(":"));
  return { query, progress: location.type === "organism" ? progress : null };
}
