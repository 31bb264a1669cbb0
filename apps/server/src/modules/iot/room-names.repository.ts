import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db";
import { iotRooms } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

/**
 * The names of the site's rooms among `roomIds`, by id: what a private Wi-Fi
 * space linked to a room shows of it (docs/private-wifi.md#rooms). Another
 * site's room names nothing.
 */
export async function findRoomNames(
  db: Database,
  site: ScopedSite,
  roomIds: readonly number[],
): Promise<ReadonlyMap<number, string>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ id: iotRooms.id, name: iotRooms.name })
    .from(iotRooms)
    .where(and(eq(iotRooms.siteId, site.id), inArray(iotRooms.id, [...new Set(roomIds)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
