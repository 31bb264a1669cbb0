import type { Database } from "../../db";
import type { SiteRefresh } from "./site-level.repository";
import {
  type LatestReading,
  recordLatestSpeedtest,
  recordLatestTraffic,
  refreshSiteStatus,
} from "./site-status.repository";

/** What a collector's batch changed of its sites' status (ingest.service.ts computes it from the batch). */
export type SiteReports = {
  /** The sites touched, as of their latest equipment or line report. */
  refreshes: readonly SiteRefresh[];
  /** Each site's latest traffic sample and speed test of the batch. */
  latestTraffic: readonly LatestReading[];
  latestSpeedtests: readonly LatestReading[];
};

/**
 * Brings the touched sites' status up to date after a batch's rows are
 * written, in the caller's transaction: the line counters and the level's
 * start first (they create a site's status row), then the latest traffic
 * and speed test copied into it.
 */
export async function recordSiteReports(tx: Database, reports: SiteReports): Promise<void> {
  await refreshSiteStatus(tx, reports.refreshes);
  await recordLatestTraffic(tx, reports.latestTraffic);
  await recordLatestSpeedtest(tx, reports.latestSpeedtests);
}
