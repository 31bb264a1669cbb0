import { type Database, schema } from "@ondine/server/db";
import { sql } from "drizzle-orm";
import type { DemoData } from "./generate-demo-data";
import { insertAllRows } from "./insert-rows";

/** What the seed wrote of the hotels' IoT, for its closing line. */
export interface IotCounts {
  rooms: number;
  devices: number;
  spares: number;
  messages: number;
  commands: number;
}

/**
 * Writes the hotels' IoT in bulk (a few statements per table, however many
 * hotels), after the monitoring inventory: the past commands name the
 * collector of their site, which `insertMonitoringData` made.
 */
export async function insertIotData(db: Database, data: DemoData): Promise<IotCounts> {
  const { iot } = data;
  await insertAllRows(db, schema.iotRooms, iot.rooms);
  await insertAllRows(db, schema.iotDevices, iot.devices);
  await insertAllRows(db, schema.iotSpares, iot.spares);
  await insertAllRows(db, schema.iotMessages, iot.messages);
  await insertAllRows(db, schema.iotSiteWlans, iot.wlans);
  await insertAllRows(db, schema.iotSiteSettings, iot.settings);
  await insertAllRows(db, schema.iotCommands, iot.commands);
  // Each command was delivered by its site's collector (one an organism).
  await db.execute(sql`
    update iot_commands c set collector_id = cs.collector_id
    from (select site_id, min(collector_id) as collector_id from collector_sites group by site_id) cs
    where cs.site_id = c.site_id and c.sent_at is not null and c.collector_id is null`);
  return {
    rooms: iot.rooms.length,
    devices: iot.devices.length,
    spares: iot.spares.length,
    messages: iot.messages.length,
    commands: iot.commands.length,
  };
}
