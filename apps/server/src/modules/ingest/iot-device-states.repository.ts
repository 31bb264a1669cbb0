import type { IngestIotDeviceState } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";
import type { IndexedItem } from "./ingest-items";

/**
 * Applies the reports of hotel sticks and TVs to the devices they
 * name (by site and MAC): the latest report of each wins, and one older than
 * the device's last applied report changes nothing, so a re-sent batch is a
 * no-op. `is_provisioned`, when sent, is kept too. Returns the indexes of
 * reports naming no device of their site.
 */
export async function applyIotDeviceStates(
  db: Database,
  reports: readonly IndexedItem<IngestIotDeviceState>[],
): Promise<number[]> {
  if (reports.length === 0) return [];
  const { rows } = await db.execute<{ index: number }>(sql`
    with input (index, site_id, mac, is_reachable, is_provisioned, stamp) as (
      select * from ${unnestItems(reports, [
        [(report) => report.index, "integer"],
        [(report) => report.item.site_id, "integer"],
        [(report) => report.item.mac, "text"],
        [(report) => report.item.is_reachable, "boolean"],
        [(report) => report.item.is_provisioned ?? null, "boolean"],
        [(report) => report.item.stamp, "timestamptz"],
      ])}
    ), latest as (
      select distinct on (site_id, mac) * from input order by site_id, mac, stamp desc
    ), applied as (
      update iot_devices set
        is_reachable = latest.is_reachable,
        is_provisioned = coalesce(latest.is_provisioned, iot_devices.is_provisioned),
        last_seen_at = latest.stamp,
        updated_at = now()
      from latest
      where iot_devices.mac = latest.mac and iot_devices.site_id = latest.site_id
        and (iot_devices.last_seen_at is null or iot_devices.last_seen_at < latest.stamp)
      returning iot_devices.id
    )
    select input.index from input
    where not exists (select from iot_devices where iot_devices.mac = input.mac and iot_devices.site_id = input.site_id)`);
  return rows.map((row) => Number(row.index));
}
