import { privateSpaceNameKey } from "@ondine/domain";
import type { Database } from "../db";
import { iotSiteWlans, privateSpaces } from "../db/schema";

// Private Wi-Fi test data (docs/private-wifi.md#model): a site's private SSID,
// and spaces written straight into private_spaces in the state a test needs.

export type TestPrivateSpace = typeof privateSpaces.$inferSelect;

let spaceCount = 0;

/** The site's private SSID: its `RAN` wlan. */
export async function insertPrivateSsid(db: Database, siteId: number, ssid = `Prive-${siteId}`): Promise<string> {
  await db.insert(iotSiteWlans).values({ siteId, name: "RAN", ssid, psk: "shared-psk" });
  return ssid;
}

/** A space of the site ("Chambre 1" ...) with a key of its own, its push applied, unless `values` say otherwise. */
export async function insertPrivateSpace(
  db: Database,
  siteId: number,
  values: Partial<typeof privateSpaces.$inferInsert> = {},
): Promise<TestPrivateSpace> {
  spaceCount += 1;
  const name = values.name ?? `Chambre ${spaceCount}`;
  const [row] = await db
    .insert(privateSpaces)
    .values({
      siteId,
      name,
      nameKey: privateSpaceNameKey(name),
      psk: `Test${String(spaceCount).padStart(8, "0")}`,
      pushState: "applied",
      ...values,
    })
    .returning();
  if (!row) throw new Error("insertPrivateSpace: no row returned");
  return row;
}
