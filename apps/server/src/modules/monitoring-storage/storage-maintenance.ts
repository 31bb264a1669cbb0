import type { Database } from "../../db";
import { addMonths, ensureMonthPartitions, monthStartOf } from "./month-partitions";
import { applyMonitoringRetention } from "./retention";

/** Daily: next month's partitions exist weeks before they are written to. */
export const storageMaintenanceIntervalMs = 86_400_000;

export type StorageMaintenanceReport = { dropped: string[] };

/**
 * The server's daily care of the time series (docs/monitoring.md
 * "Retention"): this month's and next month's partitions made ahead of the
 * ingest, then what is older than the retention dropped.
 */
export async function maintainMonitoringStorage(
  db: Database,
  now: Date,
  retentionMonths: number,
): Promise<StorageMaintenanceReport> {
  const thisMonth = monthStartOf(now);
  await ensureMonthPartitions(db, [thisMonth, addMonths(thisMonth, 1)]);
  return { dropped: await applyMonitoringRetention(db, now, retentionMonths) };
}
