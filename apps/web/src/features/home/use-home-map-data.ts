import {
  type BuildingSummary,
  isSiteOffered,
  type MonitoringLocation,
  type SiteAvailabilityLevel,
  type SiteStatusAnswer,
  type SiteStatusOfSite,
} from "@ondine/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSiteStatuses } from "../../api/get-site-status";
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
  /** The selected site's buildings (site scope). */
  buildings: BuildingSummary[] | undefined;
}

const noSites: readonly HomeSite[] = [];

/** SPEC §1: the home map shows sites in production and in VSR. */
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

/**
 * The status reads the map needs: for everything, one per organism held
 * (each cached on its own) and one per site held apart from its organism;
 * else the organism's or the site's.
 */
function statusTargets(directory: HomeDirectory | undefined, scope: HomeScope): MonitoringLocation[] {
  const location = monitoringLocationOfScope(scope);
  if (location !== null) return [location];
  if (!directory) return [];
  const targets: MonitoringLocation[] = directory.organisms.map((organism) => ({ type: "organism", id: organism.id }));
  for (const site of directory.sites) {
    if (!directory.organismById.has(site.organism_id)) targets.push({ type: "site", id: site.id });
  }
  return targets;
}

/** What the home map draws, for a scope; statuses and incidents only when the marker details are shown (SPEC §6). */
export function useHomeMapData(
  directory: HomeDirectory | undefined,
  scope: HomeScope,
  options: { showsDetails: boolean; showsOverview: boolean; isSelectionReady: boolean; deferStatus: boolean },
): HomeMapData {
  const sites = useMemo(() => sitesOnMap(directory, scope), [directory, scope]);
  // Until the selection is known, "everything" would be read for nothing.
  const needsStatus =
    options.isSelectionReady &&
    !options.deferStatus &&
    (options.showsDetails || (options.showsOverview && scope.kind === "site"));
  const targets = useMemo(() => (needsStatus ? statusTargets(directory, scope) : []), [directory, scope, needsStatus]);
  const statuses = useSiteStatuses(targets);
  const buildings = useBuildings(scope.kind === "site" ? { type: "site", id: scope.siteId } : null);
  const maintenance = useMaintenanceBySite(
    monitoringLocationOfScope(scope),
    sites.length,
    options.isSelectionReady && !options.deferStatus && options.showsDetails && scope.kind !== "site",
  );

  const { levels, statusBySite } = useMemo(() => {
    const levels = new Map<number, SiteAvailabilityLevel>();
    const statusBySite = new Map<number, SiteStatusOfSite>();
    if (!options.showsDetails) return { levels, statusBySite };
    for (const [index, target] of targets.entries()) {
      const status = statuses[index];
      if (!status) continue;
      if (target.type === "site") {
        const site = directory?.siteById.get(target.id);
        levels.set(target.id, status.available_level);
        statusBySite.set(target.id, { ...status, site_id: target.id, site_name: site?.name ?? "" });
        continue;
      }
      for (const site of status.sites ?? []) {
        levels.set(site.site_id, site.available_level);
        statusBySite.set(site.site_id, site);
      }
      // An organism's status covers its sites in production: the others have never been referenced.
      for (const site of directory?.sitesByOrganism.get(target.id) ?? noSites) {
        if (!levels.has(site.id)) levels.set(site.id, "notReferenced");
      }
    }
    return { levels, statusBySite };
  }, [targets, statuses, directory, options.showsDetails]);

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
    siteStatus: scope.kind === "site" ? statuses[0] : undefined,
    buildings: buildings.data,
  };
}
