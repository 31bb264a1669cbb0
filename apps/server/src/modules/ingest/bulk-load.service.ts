import type { Database } from "../../db";
import * as siteStatus from "./site-status.repository";
import * as traffic from "./traffic.repository";

// For tools that write monitoring rows straight (the seed, the ingest benchmark): the derived state ingest
// keeps, recomputed after their bulk inserts. Ingest's repositories stay private behind these.

export function refreshSiteStatus(db: Database, refreshes: readonly siteStatus.SiteRefresh[]): Promise<void> {
  return siteStatus.refreshSiteStatus(db, refreshes);
}

export function recordLatestTraffic(db: Database, latest: readonly siteStatus.LatestReading[]): Promise<void> {
  return siteStatus.recordLatestTraffic(db, latest);
}

export function recordLatestSpeedtest(db: Database, latest: readonly siteStatus.LatestReading[]): Promise<void> {
  return siteStatus.recordLatestSpeedtest(db, latest);
}

export function rebuildOrganismTrafficDays(db: Database): Promise<void> {
  return traffic.rebuildOrganismTrafficDays(db);
}
