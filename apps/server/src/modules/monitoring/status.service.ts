import type { MonitoringLocation, SiteStatusAnswer, SiteStatusFigures } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { countAccessPointsBySite } from "./access-point-counts.repository";
import { resolveMonitoredLocation } from "./monitored-location.service";
import {
  findMonitoredSitesInScope,
  findSitesInScopeByIds,
  type MonitoredSiteRow,
} from "./monitored-locations.repository";
import { presentSiteStatus } from "./site-status.presenter";
import { findSiteStatuses } from "./site-status.repository";
import { organismStatusValues, siteStatusValues } from "./site-status-values";

/** Each site's status values, in the sites' order: two queries however many sites. */
async function statusValuesOfSites(db: Database, sites: readonly MonitoredSiteRow[], now: Date) {
  const [rows, accessPoints] = await Promise.all([findSiteStatuses(db, sites), countAccessPointsBySite(db, sites)]);
  const rowOf = new Map(rows.map((row) => [row.siteId, row]));
  return sites.map((site) => ({ site, values: siteStatusValues(rowOf.get(site.id), accessPoints.get(site.id), now) }));
}

/** Sites' statuses summed, with each site's by name. */
async function summedStatus(db: Database, sites: readonly MonitoredSiteRow[], now: Date): Promise<SiteStatusAnswer> {
  const values = await statusValuesOfSites(db, sites, now);
  return {
    ...presentSiteStatus(organismStatusValues(values.map(({ values }) => values))),
    sites: values.map(({ site, values }) => ({ site_id: site.id, site_name: site.name, ...presentSiteStatus(values) })),
  };
}

/**
 * Site status (docs/product.md#monitoring-availability) and its availability level (docs/product.md#monitoring-availability) as of `now`: a
 * site's, or an organism's summed over its sites in production, with each
 * site's status by name.
 */
export async function getMonitoringStatus(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
  now: Date,
): Promise<SiteStatusAnswer> {
  const monitored = await resolveMonitoredLocation(db, scope, location);
  if (monitored.type === "organism") return summedStatus(db, monitored.sites, now);
  const [site] = await statusValuesOfSites(db, monitored.sites, now);
  return presentSiteStatus(site?.values ?? siteStatusValues(undefined, undefined, now));
}

/**
 * `GET /monitoring/status/all`: every site in production of the caller's
 * scope, in one answer (the home over every location colours thousands of
 * markers from it), summed as an organism's.
 */
export async function getMonitoringStatusOfScope(db: Database, scope: Scope, now: Date): Promise<SiteStatusAnswer> {
  return summedStatus(db, await findMonitoredSitesInScope(db, scope), now);
}

/**
 * The status of each of these sites found in the scope, by id (another
 * tenant's or an unknown id is left out): three queries however many sites,
 * for batched readers (the GraphQL API's DataLoader).
 */
export async function getSiteStatuses(
  db: Database,
  scope: Scope,
  siteIds: readonly number[],
  now: Date,
): Promise<Map<number, SiteStatusFigures>> {
  const sites = await findSitesInScopeByIds(db, scope, siteIds);
  const values = await statusValuesOfSites(db, sites, now);
  return new Map(values.map(({ site, values }) => [site.id, presentSiteStatus(values)]));
}
