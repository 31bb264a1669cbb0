import type { IngestPrivateWifiDevices } from "@ondine/domain";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { privateSpaceDevices } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";

/** A report of the batch's `private_wifi_devices` section, with its position there. */
export type IndexedDevicesReport = { index: number; item: IngestPrivateWifiDevices };

const spaceKey = (siteId: number, spaceId: number) => `${siteId}/${spaceId}`;

/** Of each (site, space)'s reports, the latest (the last sent when two share a stamp). */
function latestBySpace(reports: readonly IndexedDevicesReport[]): IndexedDevicesReport[] {
  const latest = new Map<string, IndexedDevicesReport>();
  for (const report of reports) {
    const key = spaceKey(report.item.site_id, report.item.space_id);
    const known = latest.get(key);
    if (!known || known.item.stamp <= report.item.stamp) latest.set(key, report);
  }
  return [...latest.values()];
}

/** The indexes of the reports naming no space of their site. */
async function reportsOfNoSpace(tx: Database, reports: readonly IndexedDevicesReport[]): Promise<number[]> {
  const { rows } = await tx.execute<{ index: number }>(sql`
    select input.index from ${unnestItems(reports, [
      [(report) => report.index, "integer"],
      [(report) => report.item.site_id, "integer"],
      [(report) => report.item.space_id, "integer"],
    ])} as input (index, site_id, space_id)
    where not exists (
      select from private_spaces where private_spaces.id = input.space_id and private_spaces.site_id = input.site_id
    )
    order by input.index`);
  return rows.map((row) => Number(row.index));
}

/**
 * Records the devices on the spaces' keys (docs/private-wifi.md#devices), in
 * the batch's transaction: a report newer than the space's last one replaces
 * its devices and `devices_count`; an older one, or one sent again, changes
 * nothing. Returns the indexes of the reports naming no space of their site.
 */
export async function recordPrivateWifiDevices(
  tx: Database,
  reports: readonly IndexedDevicesReport[],
): Promise<number[]> {
  if (reports.length === 0) return [];
  const unknown = await reportsOfNoSpace(tx, reports);
  const latest = latestBySpace(reports);
  const { rows } = await tx.execute<{ id: number; site_id: number }>(sql`
    update private_spaces set devices_count = input.devices_count, devices_reported_at = input.stamp
    from ${unnestItems(latest, [
      [(report) => report.item.site_id, "integer"],
      [(report) => report.item.space_id, "integer"],
      [(report) => report.item.devices.length, "integer"],
      [(report) => report.item.stamp, "timestamptz"],
    ])} as input (site_id, space_id, devices_count, stamp)
    where private_spaces.id = input.space_id and private_spaces.site_id = input.site_id
      and (private_spaces.devices_reported_at is null or private_spaces.devices_reported_at < input.stamp)
    returning private_spaces.id, private_spaces.site_id`);
  if (rows.length === 0) return unknown;
  const replaced = new Set(rows.map((row) => spaceKey(Number(row.site_id), Number(row.id))));
  await tx.delete(privateSpaceDevices).where(
    inArray(
      privateSpaceDevices.spaceId,
      rows.map((row) => Number(row.id)),
    ),
  );
  const devices = latest
    .filter((report) => replaced.has(spaceKey(report.item.site_id, report.item.space_id)))
    .flatMap((report) => report.item.devices.map((device) => ({ spaceId: report.item.space_id, ...device })));
  if (devices.length > 0) {
    await tx.execute(sql`
      insert into private_space_devices (space_id, mac, connected_since, download_bytes, upload_bytes)
      select * from ${unnestItems(devices, [
        [(device) => device.spaceId, "integer"],
        [(device) => device.mac, "text"],
        [(device) => device.connected_since, "timestamptz"],
        [(device) => device.download, "bigint"],
        [(device) => device.upload, "bigint"],
      ])}`);
  }
  return unknown;
}
