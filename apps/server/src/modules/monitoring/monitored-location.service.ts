import type { MonitoringLocation } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import {
  findMonitoredSitesOfOrganism,
  findOrganismInScope,
  findSiteInScope,
  type MonitoredSiteRow,
} from "./monitored-locations.repository";

/** A location a monitoring call may read, with the sites it covers. */
export type MonitoredLocation =
  | { type: "site"; id: number; name: string; sites: [MonitoredSiteRow] }
  | { type: "organism"; id: number; name: string; sites: MonitoredSiteRow[] };

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
    const site = await findSiteInScope(db, scope, location.id);
    if (!site) throw new AppError("NOT_FOUND", "No such site.");
    return { type: "site", id: site.id, name: site.name, sites: [site] };
  }
  const organism = await findOrganismInScope(db, scope, location.id);
  if (!organism) throw new AppError("NOT_FOUND", "No such organism.");
  return { ...organism, type: "organism", sites: await findMonitoredSitesOfOrganism(db, organism.id) };
}
