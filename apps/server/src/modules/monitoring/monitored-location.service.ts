import type { MonitoringLocation } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import {
  findMonitoredSitesOfOrganism,
  findOrganismInScope,
  findSiteInScope,
  type MonitoredOrganismRow,
  type MonitoredSiteRow,
} from "./monitored-locations.repository";
import type { SeriesTarget } from "./series-target";

/** A location a monitoring call may read, found in scope, with the sites it covers (in scope too). */
export type MonitoredLocation =
  | { type: "site"; site: MonitoredSiteRow; id: number; name: string; sites: [MonitoredSiteRow] }
  | { type: "organism"; organism: MonitoredOrganismRow; id: number; name: string; sites: MonitoredSiteRow[] };

/** The site asked for, in scope; unknown or outside it: 404. */
export async function resolveMonitoredSite(db: Database, scope: Scope, siteId: number): Promise<MonitoredSiteRow> {
  const site = await findSiteInScope(db, scope, siteId);
  if (!site) throw new AppError("NOT_FOUND", "No such site.");
  return site;
}

/** The organism asked for, held as a whole by the scope; unknown or outside it: 404. */
async function resolveMonitoredOrganism(db: Database, scope: Scope, organismId: number): Promise<MonitoredOrganismRow> {
  const organism = await findOrganismInScope(db, scope, organismId);
  if (!organism) throw new AppError("NOT_FOUND", "No such organism.");
  return organism;
}

/**
 * The site or organism asked for, with its monitored sites (the site itself,
 * or the organism's sites in production). Unknown or outside the scope: 404,
 * never 403 (DESIGN.md "Tenancy").
 */
export async function resolveMonitoredLocation(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
): Promise<MonitoredLocation> {
  if (location.type === "site") {
    const site = await resolveMonitoredSite(db, scope, location.id);
    return { type: "site", site, id: site.id, name: site.name, sites: [site] };
  }
  const organism = await resolveMonitoredOrganism(db, scope, location.id);
  const sites = await findMonitoredSitesOfOrganism(db, organism);
  return { type: "organism", organism, id: organism.id, name: organism.name, sites };
}

/**
 * The series of the site or organism asked for (404 outside the scope), for
 * the series reads: the organism's sites are not listed, its series query
 * selects them (seriesOfTarget).
 */
export async function resolveSeriesTarget(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
): Promise<SeriesTarget> {
  if (location.type === "site") return { site: await resolveMonitoredSite(db, scope, location.id) };
  return { organism: await resolveMonitoredOrganism(db, scope, location.id) };
}
