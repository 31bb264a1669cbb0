import type { SiteWlanName } from "@ondine/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db";
import { iotSiteWlans } from "../../db/schema";

/** The wlan whose SSID carries the sites' private keys (docs/private-wifi.md#model). */
const privateWlanName: SiteWlanName = "RAN";

/**
 * The private SSID of each of `siteIds` that has one (its `RAN` wlan), by
 * site id: for the server's own key pushes (docs/private-wifi.md#commands),
 * which name the sites of the spaces they work on.
 */
export async function findPrivateSsids(db: Database, siteIds: readonly number[]): Promise<Map<number, string>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db
    .select({ siteId: iotSiteWlans.siteId, ssid: iotSiteWlans.ssid })
    .from(iotSiteWlans)
    .where(and(inArray(iotSiteWlans.siteId, [...new Set(siteIds)]), eq(iotSiteWlans.name, privateWlanName)));
  return new Map(rows.map((row) => [row.siteId, row.ssid]));
}
