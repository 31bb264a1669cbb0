import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { speedtests, trafficDaily, trafficDailyOrganism, trafficHourly } from "../../db/schema";
import { addMonths, listMonthPartitions, partitionedSeries } from "./month-partitions";

/** The oldest instant kept: `months` calendar months (UTC) before now. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Drops the month partitions whose whole month is older than the retention
 * (MONITORING_RETENTION_MONTHS, 13 by default), and the roll-ups and speed
 * tests older than it. Returns the partitions dropped.
 */
export async function applyMonitoringRetention(db: Database, now: Date, months: number): Promise<string[]> {
  const cutoff = retentionCutoff(now, months);
  const dropped: string[] = [];
  for (const table of partitionedSeries) {
    for (const partition of await listMonthPartitions(db, table)) {
      if (addMonths(partition.month, 1) > cutoff) continue;
      await db.execute(sql`drop table if exists ${sql.identifier(partition.name)}`);
      dropped.push(partition.name);
    }
  }
  await db.delete(trafficHourly).where(lt(trafficHourly.bucket, cutoff));
  await db.delete(trafficDaily).where(lt(trafficDaily.bucket, cutoff));
  await db.delete(trafficDailyOrganism).where(lt(trafficDailyOrganism.bucket, cutoff));
  await db.delete(speedtests).where(lt(speedtests.stamp, cutoff));
  return dropped;
}
