import type { MonitoringLocation } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import { isOrganismInScope, isSiteInScope, type Scope } from "../../scope/scope";
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

const noSuchSite = () => new AppError("NOT_FOUND", "No such site.");
const noSuchOrganism = () => new AppError("NOT_FOUND", "No such organism.");

/** The site asked for, in scope; unknown or outside it: 404. */
export async function resolveMonitoredSite(db: Database, scope: Scope, siteId: number): Promise<MonitoredSiteRow> {
  const site = await findSiteInScope(db, scope, siteId);
  if (!site) throw noSuchSite();
  return site;
}

/** The organism asked for, held as a whole by the scope; unknown or outside it: 404. */
async function resolveMonitoredOrganism(db: Database, scope: Scope, organismId: number): Promise<MonitoredOrganismRow> {
  const organism = await findOrganismInScope(db, scope, organismId);
  if (!organism) throw noSuchOrganism();
  return organism;
}

/**
 * The 404 of a location the scope does not list, decided in memory before
 * the read cache or the database is asked: an assigned scope lists its sites
 * and organisms, so another tenant's or an unknown id costs no query. Listed
 * is not found: a read that misses the cache still looks the location up
 * (an admin's scope lists nothing, so only that lookup answers for it).
 */
export function assertLocationListedInScope(scope: Scope, location: MonitoringLocation): void {
  if (location.type === "site" && !isSiteInScope(scope, location.id)) throw noSuchSite();
  if (location.type === "organism" && !isOrganismInScope(scope, location.id)) throw noSuchOrganism();
}

/**
 * The site or organism asked for, with its monitored sites (the site itself,
 * or the organism's sites in production). Unknown or outside the scope: 404,
 * never 403 (docs/decisions.md#tenancy).
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
