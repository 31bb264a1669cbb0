import {
  availabilityLevelOf,
  type SiteAvailabilityLevel,
  type SiteAvailabilityReason,
  siteAvailabilityReason,
  siteAvailabilitySince,
  worstAvailabilityOf,
} from "@ondine/domain";
import type { AccessPointCounts } from "./access-point-counts.repository";
import type { SiteStatusRow } from "./site-status.repository";

/** Site status (docs/product.md#monitoring-data) of a site or an organism, before it is presented. */
export type SiteStatusValues = {
  lineOk: number;
  lineUnreachable: number;
  lineInactive: number;
  lineDisconnected: number;
  accessPointOk: number;
  accessPointUnreachable: number;
  connectedDevices: number;
  activeUsers: number;
  speedtestDownload: number;
  trafficRx: number;
  bandwidthCurrent: number;
  bandwidthMax: number;
  lastFullRefresh: Date | null;
  level: SiteAvailabilityLevel;
  /** Since when the site has its level (siteAvailabilitySince); null when it never reported. */
  levelSince: Date | null;
  reason: SiteAvailabilityReason | null;
  /** A silence window covers the whole site (docs/alerts.md#silent-mode); an organism: all its sites that reported. */
  muted: boolean;
};

const summedFields = [
  "lineOk",
  "lineUnreachable",
  "lineInactive",
  "lineDisconnected",
  "accessPointOk",
  "accessPointUnreachable",
  "connectedDevices",
  "activeUsers",
  "speedtestDownload",
  "trafficRx",
  "bandwidthCurrent",
  "bandwidthMax",
] as const;

/**
 * A site's status: its lines and readings from its status row (a site
 * without one never reported: zeros, notReferenced), its access points as
 * counted live (accessPointCount), the level, its reason and since when as
 * of `now`.
 */
export function siteStatusValues(
  row: SiteStatusRow | undefined,
  accessPoints: AccessPointCounts | undefined,
  now: Date,
): SiteStatusValues {
  const counts = {
    lineOk: row?.lineOk ?? 0,
    lineUnreachable: row?.lineUnreachable ?? 0,
    lineInactive: row?.lineInactive ?? 0,
    lineDisconnected: row?.lineDisconnected ?? 0,
    accessPointOk: accessPoints?.reached ?? 0,
    accessPointUnreachable: accessPoints?.unreached ?? 0,
    connectedDevices: accessPoints?.connectedDevices ?? 0,
    activeUsers: row?.activeUsers ?? 0,
    speedtestDownload: row?.speedtestDownload ?? 0,
    trafficRx: row?.trafficRx ?? 0,
    bandwidthCurrent: row?.bandwidthCurrent ?? 0,
    bandwidthMax: row?.bandwidthMax ?? 0,
    lastFullRefresh: row?.lastFullRefresh ?? null,
  };
  const reason = siteAvailabilityReason(counts, now);
  const levelSince = siteAvailabilitySince({ ...counts, levelSince: row?.levelSince ?? null }, now);
  return { ...counts, level: availabilityLevelOf(reason), reason, levelSince, muted: row?.muted ?? false };
}

/**
 * An organism's (or a scope's) status: its sites' counters summed, the
 * oldest last refresh among the sites that reported (a stale site makes the
 * organism stale), the worst site's level with that site's reason and
 * start, and muted when every site that reported is (docs/alerts.md#silent-mode).
 */
export function organismStatusValues(sites: readonly SiteStatusValues[]): SiteStatusValues {
  const total = Object.fromEntries(
    summedFields.map((field) => [field, sites.reduce((sum, site) => sum + site[field], 0)]),
  ) as Record<(typeof summedFields)[number], number>;
  const refreshes = sites.flatMap((site) => (site.lastFullRefresh ? [site.lastFullRefresh.getTime()] : []));
  const worst = worstAvailabilityOf(sites);
  const reporting = sites.filter((site) => site.lastFullRefresh !== null);
  return {
    ...total,
    lastFullRefresh: refreshes.length > 0 ? new Date(Math.min(...refreshes)) : null,
    level: worst?.level ?? "notReferenced",
    reason: worst ? worst.reason : "neverReported",
    levelSince: worst ? worst.levelSince : null,
    muted: reporting.length > 0 && reporting.every((site) => site.muted),
  };
}
