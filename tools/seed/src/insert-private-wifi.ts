import { type Database, schema } from "@ondine/server/db";
import type { DemoData } from "./generate-demo-data";
import { insertAllRows } from "./insert-rows";

/** What the seed wrote of the private Wi-Fi, for its closing line. */
export interface PrivateWifiCounts {
  spaces: number;
  devices: number;
  imports: number;
}

/**
 * Writes the private Wi-Fi spaces (docs/private-wifi.md) in bulk after the
 * hotels' IoT: the residences' private SSIDs, the import, the spaces (the
 * hotels' linked to their rooms) and their devices.
 */
export async function insertPrivateWifi(db: Database, data: DemoData): Promise<PrivateWifiCounts> {
  const { ssids, imports, spaces, devices } = data.privateWifi;
  await insertAllRows(db, schema.iotSiteWlans, ssids);
  await insertAllRows(db, schema.privateSpaceImports, imports);
  await insertAllRows(db, schema.privateSpaces, spaces);
  await insertAllRows(db, schema.privateSpaceDevices, devices);
  return { spaces: spaces.length, devices: devices.length, imports: imports.length };
}
