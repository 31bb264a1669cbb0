import {
  type BuildingSummary,
  isSiteOffered,
  type SiteAvailabilityLevel,
  type SiteStatusAnswer,
  type SiteStatusOfSite,
} from "@ondine/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSiteStatus } from "../../api/get-site-status";
import type { MonitoringScope } from "../../api/monitoring-location-query";
import { useBuildings } from "./api/find-buildings";
import { useMaintenanceBySite } from "./api/find-maintenance-by-site";
import type { HomeDirectory, HomeSite } from "./home-directory";
import { type HomeScope, monitoringLocationOfScope } from "./home-scope";
import { buildingMapPoints, type MapPoint, siteMapPoints } from "./map/map-points";

export interface HomeMapData {
  points: MapPoint[];
  /** The sites on the map (all scopes but a site's). */
  sites: readonly HomeSite[];
  /** Each site's status, for the hover cards. */
  statusBySite: ReadonlyMap<number, SiteStatusOfSite>;
  /** The selected site's status (site scope), for the alerts. */
  siteStatus: UseQueryResult<SiteStatusAnswer>["data"];
  /** Where the statuses' read is (docs/product.md#home-map: markers grey until it answers): not started or under way, answered, failed. */
  statusState: "reading" | "read" | "failed";
  /** The selected site's buildings (site scope). */
  buildings: BuildingSummary[] | undefined;
}

const noSites: readonly HomeSite[] = [];

/** docs/product.md#home-map: the home map shows sites in production and in VSR. */
function sitesOnMap(directory: HomeDirectory | undefined, scope: HomeScope): readonly HomeSite[] {
  if (!directory) return noSites;
  const sites =
    scope.kind === "all"
      ? directory.sites
      : scope.kind === "organism"
        ? (directory.sitesByOrganism.get(scope.organismId) ?? noSites)
        : [directory.siteById.get(scope.siteId)].filter((site): site is HomeSite => site !== undefined);
  return sites.filter((site) => isSiteOffered(site.state, "homeMap"));
}

/** What the home map draws, for a scope; statuses and incidents only when the marker details are shown (docs/product.md#locations-model). */
export function useHomeMapData(
  directory: HomeDirectory | undefined,
  scope: HomeScope,
  options: {
    showsDetails: boolean;
    /** The statuses the user's roles show for the scope (home-reads.ts), null for none. */
    statusScope: MonitoringScope | null;
    isSelectionReady: boolean;
    deferStatus: boolean;
  },
): HomeMapData {
  const sites = useMemo(() => sitesOnMap(directory, scope), [directory, scope]);
  // Until the selection is known, "everything" would be read for nothing.
  const needsStatus = options.isSelectionReady && !options.deferStatus && options.statusScope !== null;
  // One read whatever the scope: a site's, an organism's with its sites, or every site of the caller's.
  const status = useSiteStatus(needsStatus ? options.statusScope : null);
  const buildings = useBuildings(scope.kind === "site" ? { type: "site", id: scope.siteId } : null);
  const maintenance = useMaintenanceBySite(
    monitoringLocationOfScope(scope),
    sites.length,
    options.isSelectionReady && !options.deferStatus && options.showsDetails && scope.kind !== "site",
  );

  const { levels, statusBySite } = useMemo(() => {
    const levels = new Map<number, SiteAvailabilityLevel>();
    const statusBySite = new Map<number, SiteStatusOfSite>();
    if (!options.showsDetails || !status.data || scope.kind === "site") return { levels, statusBySite };
    for (const site of status.data.sites ?? []) {
      levels.set(site.site_id, site.available_level);
      statusBySite.set(site.site_id, site);
    }
    // The status covers the sites in production: the others (in VSR) have never been referenced.
    for (const site of sites) if (!levels.has(site.id)) levels.set(site.id, "notReferenced");
    return { levels, statusBySite };
  }, [status.data, sites, scope.kind, options.showsDetails]);

  const points = useMemo<MapPoint[]>(() => {
    if (scope.kind === "site") {
      const site = sites[0];
      return site && buildings.data ? buildingMapPoints(site, buildings.data) : [];
    }
    return siteMapPoints({ sites, levels, maintenance: options.showsDetails ? maintenance.data : undefined });
  }, [scope.kind, sites, buildings.data, levels, maintenance.data, options.showsDetails]);

  return {
    points,
    sites,
    statusBySite,
    siteStatus: scope.kind === "site" ? status.data : undefined,
    statusState: !needsStatus || status.isPending ? "reading" : status.isError ? "failed" : "read",
    buildings: buildings.data,
  };
}
