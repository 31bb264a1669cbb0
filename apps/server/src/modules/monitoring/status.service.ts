import type { MonitoringLocation, SiteStatusAnswer } from "@ondine/domain";
import type { Database } from "../../db";
import { presentSiteStatus } from "../../presenters/site-status";
import type { Scope } from "../../scope/scope";
import { resolveMonitoredLocation } from "./monitored-location.service";
import { findSiteStatuses } from "./site-status.repository";
import { organismStatusValues, siteStatusValues } from "./site-status-values";

/**
 * SPEC §3 "Site status" and its availability level (SPEC §4) as of `now`: a
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
  const rows = await findSiteStatuses(db, monitored.sites);
  const rowOf = new Map(rows.map((row) => [row.siteId, row]));
  const sites = monitored.sites.map((site) => ({ site, values: siteStatusValues(rowOf.get(site.id), now) }));
  if (monitored.type === "site") return presentSiteStatus(sites[0]?.values ?? siteStatusValues(undefined, now));
  return {
    ...presentSiteStatus(organismStatusValues(sites.map(({ values }) => values))),
    sites: sites.map(({ site, values }) => ({ site_id: site.id, site_name: site.name, ...presentSiteStatus(values) })),
  };
}
