import { type Database, schema } from "@ondine/server/db";
import { sql } from "drizzle-orm";
import type { DemoData } from "./generate-demo-data";
import { insertAllRows } from "./insert-rows";

/** How much of availability, silent mode and alerts the seed wrote, for its closing line. */
export interface AlertCounts {
  silenceWindows: number;
  availabilityEvents: number;
  subscriptions: number;
  announcements: number;
  notifications: number;
}

/** The database's ids of the equipment, by MAC address. */
async function equipmentIdsByMac(db: Database, macs: readonly string[]): Promise<Map<string, number>> {
  if (macs.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; mac: string }>(
    sql`select id, mac from equipment where mac = any(${sql.param([...macs])}::text[])`,
  );
  return new Map(rows.map((row) => [row.mac, Number(row.id)]));
}

/**
 * Writes the demo's availability, silent mode and alerts (docs/alerts.md)
 * after the network's equipment and status: the muted flags of the windows
 * on now (equipment.muted, site_status.muted), each status's level start
 * moved to when its history says the level began (so home and the
 * availability history agree), the windows (their equipment found by MAC),
 * every site's evaluation and events, the subscriptions, and the alert log
 * with its notifications, receipts and noise states. In bulk, a statement a
 * table.
 */
export async function insertAlerts(db: Database, data: DemoData): Promise<AlertCounts> {
  const { silence, mutedNow, availability, subscriptions, log } = data.alerts;
  const windowMacs = silence.windows.flatMap((window) => window.equipmentMacs);
  const ids = await equipmentIdsByMac(db, windowMacs);
  if (mutedNow.macs.size > 0) {
    await db.execute(sql`update equipment set muted = true where mac = any(${sql.param([...mutedNow.macs])}::text[])`);
  }
  if (mutedNow.siteIds.size > 0) {
    await db.execute(
      sql`update site_status set muted = true where site_id = any(${sql.param([...mutedNow.siteIds])}::integer[])`,
    );
  }
  const reported = availability.current.filter((row) => row.level !== "notReferenced" && row.since !== null);
  if (reported.length > 0) {
    await db.execute(sql`
      update site_status set level_since = history.since
      from unnest(${sql.param(reported.map((row) => row.siteId))}::integer[],
                  ${sql.param(reported.map((row) => (row.since as Date).toISOString()))}::timestamptz[])
        as history (site_id, since)
      where site_status.site_id = history.site_id`);
  }
  await insertAllRows(
    db,
    schema.silenceWindows,
    silence.windows.map(({ equipmentMacs, ...window }) => ({
      ...window,
      equipmentIds: equipmentMacs.flatMap((mac) => {
        const id = ids.get(mac);
        return id === undefined ? [] : [id];
      }),
    })),
  );
  await insertAllRows(db, schema.siteAvailability, availability.current);
  await insertAllRows(db, schema.siteAvailabilityEvents, availability.events);
  await insertAllRows(db, schema.alertSubscriptions, subscriptions);
  await insertAllRows(db, schema.alertAnnouncements, log.announcements);
  await insertAllRows(db, schema.alertNotifications, log.notifications);
  await insertAllRows(db, schema.alertReceipts, log.receipts);
  await insertAllRows(db, schema.alertSiteStates, log.siteStates);
  return {
    silenceWindows: silence.windows.length,
    availabilityEvents: availability.events.length,
    subscriptions: subscriptions.length,
    announcements: log.announcements.length,
    notifications: log.notifications.length,
  };
}
