import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { iotDevices } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

// The devices call lists a site's streaming sticks and TVs beside its
// network equipment, so that the IoT screen merges their reachability by MAC (docs/product.md#monitoring-api).

export type IotEquipmentRow = {
  id: number;
  type: (typeof iotDevices.$inferSelect)["type"];
  model: string;
  mac: string;
  isReachable: boolean;
  isProvisioned: boolean;
};

/** The site's sticks and TVs, by MAC. */
export async function findSiteIotEquipment(db: Database, site: ScopedSite): Promise<IotEquipmentRow[]> {
  return db
    .select({
      id: iotDevices.id,
      type: iotDevices.type,
      model: iotDevices.model,
      mac: iotDevices.mac,
      isReachable: iotDevices.isReachable,
      isProvisioned: iotDevices.isProvisioned,
    })
    .from(iotDevices)
    .where(eq(iotDevices.siteId, site.id))
    .orderBy(asc(iotDevices.mac));
}

/**
 * What the devices answer shows of the site's sticks and TVs, digested: part
 * of the answer's cache key, so that a reachability report, a replacement or a
 * new device is seen at once rather than after the cache's 3 minutes. Reads
 * the site's devices through their site index; "" when it has none.
 */
export async function iotEquipmentFingerprint(db: Database, siteId: number): Promise<string> {
  const [row] = await db
    .select({
      digest: sql<
        string | null
      >`md5(string_agg(${iotDevices.id}::text || '/' || ${iotDevices.mac} || '/' || ${iotDevices.model}
        || '/' || ${iotDevices.type} || '/' || ${iotDevices.isReachable}::text, ',' order by ${iotDevices.id}))`,
    })
    .from(iotDevices)
    .where(eq(iotDevices.siteId, siteId));
  return row?.digest ?? "";
}
