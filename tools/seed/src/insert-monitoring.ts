import { type Database, schema } from "@ondine/server/db";
import {
  createCollector,
  ensureMonthPartitions,
  rebuildOrganismTrafficDays,
  recordLatestSpeedtest,
  recordLatestTraffic,
  refreshSiteStatus,
  retentionCutoff,
} from "@ondine/server/tools-api";
import { eq, sql } from "drizzle-orm";
import type { DemoPlan } from "../../simulate/src/demo-plan";
import { conditionSlotOf, type NetworkConditions, networkConditions } from "../../simulate/src/network-conditions";
import { connectedStations, lineReadings } from "../../simulate/src/site-readings";
import { siteTraffic } from "../../simulate/src/traffic-curves";
import type { DemoEquipment } from "./demo-inventory";
import type { DemoData } from "./generate-demo-data";
import { insertAllRows, rowsPerStatement } from "./insert-rows";
import { planOfInventory } from "./inventory-plan";
import {
  bandwidthRows,
  chunked,
  dailyTrafficRows,
  type HistoryWindow,
  historySampleMs,
  historyWindow,
  hourlyTrafficRows,
  rawTrafficRows,
  speedtestRows,
} from "./monitoring-history";
import { outageStarts } from "./outage-starts";
import { siteIncidentStarts } from "./site-incident-starts";

export interface MonitoringCounts {
  equipment: number;
  lines: number;
  collectors: number;
  trafficSamples: number;
  trafficHourly: number;
  trafficDaily: number;
  bandwidthSamples: number;
  speedtests: number;
}

export interface InsertMonitoringSettings {
  /** Months of history to write (the retention); 0 writes the inventory and its present state only. */
  historyMonths: number;
}

/** Each piece of equipment as the collectors last reported it, at `stamp`, under `conditions`. */
function equipmentRows(data: DemoData, plan: DemoPlan, conditions: NetworkConditions, stamp: number) {
  const stations = new Map<string, number>();
  for (const site of plan.sites) {
    const { activeUsers } = siteTraffic(site, stamp, site.siteId === conditions.downSiteId);
    for (const [mac, count] of connectedStations(site, activeUsers, conditions.unreachableAccessPoints)) {
      stations.set(mac, count);
    }
  }
  const reported = new Set(plan.sites.flatMap((site) => [...site.accessPoints, ...site.otherEquipment]));
  const downSince = outageStarts(plan, stamp);
  return data.inventory.equipment.map((item: DemoEquipment) => {
    const isReported = reported.has(item.mac);
    const isReachable = isReported
      ? !conditions.unreachableAccessPoints.has(item.mac)
      : item.category === "esl" && item.state === "reachable";
    // Down since its outage began, last seen at the report before it.
    const outageStart = isReported && !isReachable ? (downSince.get(item.mac) ?? stamp) : null;
    return {
      ...item,
      state: isReported ? (isReachable ? ("reachable" as const) : ("unreachable" as const)) : item.state,
      isReachable,
      connectedStations: stations.get(item.mac) ?? 0,
      lastSeenAt: isReported ? new Date(stamp) : null,
      reachedAt: !isReported ? null : new Date(outageStart === null ? stamp : outageStart - historySampleMs),
      unreachedSince: outageStart === null ? null : new Date(outageStart),
    };
  });
}

function lineRows(plan: DemoPlan, conditions: NetworkConditions, stamp: number) {
  return plan.sites.flatMap((site) =>
    lineReadings(site, stamp, conditions).map((line) => ({
      siteId: site.siteId,
      lineId: line.lineId,
      name: line.name,
      state: line.state,
      bandwidthCurrent: line.bandwidthCurrent,
      bandwidthMax: line.bandwidthMax,
      updatedAt: new Date(stamp),
    })),
  );
}

async function insertStreamed<Table extends Parameters<typeof insertAllRows>[1]>(
  db: Database,
  table: Table,
  rows: Iterable<Table["$inferInsert"]>,
): Promise<number> {
  let written = 0;
  for (const chunk of chunked(rows, rowsPerStatement)) {
    await insertAllRows(db, table, chunk);
    written += chunk.length;
  }
  return written;
}

/** Month starts from the window's first to now: the partitions the history needs. */
function monthsOf(window: HistoryWindow): Date[] {
  const months: Date[] = [];
  const first = new Date(window.dailyFrom);
  for (
    let month = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1);
    month <= window.now;
    month = Date.UTC(new Date(month).getUTCFullYear(), new Date(month).getUTCMonth() + 1, 1)
  ) {
    months.push(new Date(month));
  }
  return months;
}

/**
 * Writes the history the collectors would have sent since the retention's
 * start: raw samples of the last days, hourly roll-ups of the last quarter
 * (those of the raw days summed from them), daily roll-ups (the last
 * quarter's summed from the hourly ones, as the ingest keeps them equal),
 * bandwidth samples and speed tests. Straight into the tables: the seed
 * holds the database, no server runs. Hourly roll-ups older than a quarter
 * are left out: the charts read daily ones over such spans, and PGlite
 * takes about a second to write 30,000 rows.
 */
async function insertHistory(db: Database, plan: DemoPlan, window: HistoryWindow) {
  await ensureMonthPartitions(db, monthsOf(window));
  const siteIds = sql.param(plan.sites.map((site) => site.siteId));
  const trafficSamples = await insertStreamed(db, schema.trafficSamples, rawTrafficRows(plan, window));
  const hourlyBefore = await insertStreamed(db, schema.trafficHourly, hourlyTrafficRows(plan, window));
  const { rows: hourlyRaw } = await db.execute<{ count: number }>(sql`
    with inserted as (
      insert into traffic_hourly (site_id, bucket, rx_sum, tx_sum, active_users_max, active_users_sum, samples)
      select site_id, date_trunc('hour', stamp, 'UTC'), sum(rx), sum(tx), max(active_users), sum(active_users), count(*)
      from traffic_samples
      where site_id = any(${siteIds}::integer[]) and stamp >= ${new Date(window.rawFrom).toISOString()}::timestamptz
      group by 1, 2
      returning 1
    )
    select count(*)::integer as count from inserted`);
  const dailyBefore = await insertStreamed(db, schema.trafficDaily, dailyTrafficRows(plan, window));
  const { rows: daily } = await db.execute<{ count: number }>(sql`
    with inserted as (
      insert into traffic_daily (site_id, bucket, rx_sum, tx_sum, active_users_max, active_users_sum, samples)
      select site_id, date_trunc('day', bucket, 'Europe/Paris'), sum(rx_sum), sum(tx_sum), max(active_users_max),
        sum(active_users_sum), sum(samples)
      from traffic_hourly
      where site_id = any(${siteIds}::integer[]) and bucket >= ${new Date(window.hourlyFrom).toISOString()}::timestamptz
      group by 1, 2
      returning 1
    )
    select count(*)::integer as count from inserted`);
  await rebuildOrganismTrafficDays(db);
  const bandwidthSamples = await insertStreamed(db, schema.bandwidthSamples, bandwidthRows(plan, window));
  const speedtests = await insertStreamed(db, schema.speedtests, speedtestRows(plan, window));
  return {
    trafficSamples,
    trafficHourly: hourlyBefore + Number(hourlyRaw[0]?.count ?? 0),
    trafficDaily: dailyBefore + Number(daily[0]?.count ?? 0),
    bandwidthSamples,
    speedtests,
  };
}

/**
 * The demo's network: the production sites' equipment and lines as the
 * collectors last reported them, one collector an organism (its token is
 * dropped: `npm start` gives the simulator fresh ones), the months of
 * history, and each site's status computed as the ingest does.
 */
export async function insertMonitoringData(
  db: Database,
  data: DemoData,
  settings: InsertMonitoringSettings,
): Promise<MonitoringCounts> {
  const plan = planOfInventory(data, data.inventory);
  // The last stamp the history holds, as if the collectors had just reported.
  const stamp = Math.floor(data.now.getTime() / historySampleMs) * historySampleMs;
  const conditions = networkConditions(plan, conditionSlotOf(stamp));
  await insertAllRows(db, schema.equipment, equipmentRows(data, plan, conditions, stamp));
  const lines = lineRows(plan, conditions, stamp);
  await insertAllRows(db, schema.siteLines, lines);
  for (const collector of data.inventory.collectors) await createCollector(db, collector);

  const history =
    settings.historyMonths > 0
      ? await insertHistory(db, plan, historyWindow(data.now, retentionCutoff(data.now, settings.historyMonths)))
      : { trafficSamples: 0, trafficHourly: 0, trafficDaily: 0, bandwidthSamples: 0, speedtests: 0 };

  const refreshedAt = new Date(stamp);
  await refreshSiteStatus(
    db,
    plan.sites.map((site) => ({ siteId: site.siteId, refreshedAt })),
  );
  // The down and the degraded site have been so since their incident began, not since this stamp.
  for (const [siteId, since] of siteIncidentStarts(plan, stamp)) {
    await db
      .update(schema.siteStatus)
      .set({ levelSince: new Date(since) })
      .where(eq(schema.siteStatus.siteId, siteId));
  }
  if (history.trafficSamples > 0) {
    await recordLatestTraffic(
      db,
      plan.sites.map((site) => ({ siteId: site.siteId, stamp: refreshedAt })),
    );
  }
  const { rows: latestTests } = await db.execute<{ site_id: number; stamp: Date | string }>(
    sql`select site_id, max(stamp) as stamp from speedtests group by site_id`,
  );
  await recordLatestSpeedtest(
    db,
    latestTests.map((row) => ({ siteId: Number(row.site_id), stamp: new Date(row.stamp) })),
  );
  return {
    equipment: data.inventory.equipment.length,
    lines: lines.length,
    collectors: data.inventory.collectors.length,
    ...history,
  };
}
