import { type SiteAvailabilityLevel, siteAvailabilityLevel, worstAvailabilityLevel } from "@ondine/domain";
import type { SiteStatusRow } from "./site-status.repository";

/** SPEC §3 "Site status" of a site or an organism, before it is presented. */
export type SiteStatusValues = {
  lineOk: number;
  lineUnreachable: number;
  lineInactive: number;
  lineDisconnected: number;
  accessPointOk: number;
  accessPointUnreachable: number;
  activeUsers: number;
  speedtestDownload: number;
  trafficRx: number;
  bandwidthCurrent: number;
  bandwidthMax: number;
  lastFullRefresh: Date | null;
  level: SiteAvailabilityLevel;
};

const summedFields = [
  "lineOk",
  "lineUnreachable",
  "lineInactive",
  "lineDisconnected",
  "accessPointOk",
  "accessPointUnreachable",
  "activeUsers",
  "speedtestDownload",
  "trafficRx",
  "bandwidthCurrent",
  "bandwidthMax",
] as const;

/** A site's status; a site without a row never reported: zeros, notReferenced. */
export function siteStatusValues(row: SiteStatusRow | undefined, now: Date): SiteStatusValues {
  const counts = {
    lineOk: row?.lineOk ?? 0,
    lineUnreachable: row?.lineUnreachable ?? 0,
    lineInactive: row?.lineInactive ?? 0,
    lineDisconnected: row?.lineDisconnected ?? 0,
    accessPointOk: row?.accessPointOk ?? 0,
    accessPointUnreachable: row?.accessPointUnreachable ?? 0,
    activeUsers: row?.activeUsers ?? 0,
    speedtestDownload: row?.speedtestDownload ?? 0,
    trafficRx: row?.trafficRx ?? 0,
    bandwidthCurrent: row?.bandwidthCurrent ?? 0,
    bandwidthMax: row?.bandwidthMax ?? 0,
    lastFullRefresh: row?.lastFullRefresh ?? null,
  };
  return { ...counts, level: siteAvailabilityLevel(counts, now) };
}

/**
 * An organism's status: its sites' counters summed, the oldest last refresh
 * among the sites that reported (a stale site makes the organism stale), and
 * the worst site's level.
 */
export function organismStatusValues(sites: readonly SiteStatusValues[]): SiteStatusValues {
  const total = Object.fromEntries(
    summedFields.map((field) => [field, sites.reduce((sum, site) => sum + site[field], 0)]),
  ) as Record<(typeof summedFields)[number], number>;
  const refreshes = sites.flatMap((site) => (site.lastFullRefresh ? [site.lastFullRefresh.getTime()] : []));
  return {
    ...total,
    lastFullRefresh: refreshes.length > 0 ? new Date(Math.min(...refreshes)) : null,
    level: worstAvailabilityLevel(sites.map((site) => site.level)),
  };
}
