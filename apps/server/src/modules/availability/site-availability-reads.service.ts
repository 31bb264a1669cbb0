import type { RecordedAvailability } from "@ondine/domain";
import type { Database } from "../../db";
import { findSiteAvailabilityRecords } from "./site-availability.repository";

/**
 * These sites' availability as last evaluated (docs/alerts.md#availability),
 * by site id: the level, why, since when, and whether the whole site is
 * muted. A site never evaluated is left out. For the alerts' evaluation.
 */
export async function findSiteAvailabilities(
  db: Database,
  siteIds: readonly number[],
): Promise<Map<number, RecordedAvailability>> {
  const records = await findSiteAvailabilityRecords(db, siteIds);
  return new Map(records.map(({ siteId, ...record }) => [siteId, record]));
}
