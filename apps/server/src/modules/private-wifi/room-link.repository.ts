import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db";
import { privateSpaces } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";
import type { PrivateSpaceRow } from "./private-spaces.repository";

/**
 * The site's space linked to that hotel room (docs/private-wifi.md#rooms),
 * deleted ones aside; `forUpdate` locks it for its key's change.
 */
export async function findSpaceOfRoom(
  db: Database,
  site: ScopedSite,
  roomId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PrivateSpaceRow | undefined> {
  const query = db
    .select()
    .from(privateSpaces)
    .where(
      and(eq(privateSpaces.siteId, site.id), eq(privateSpaces.iotRoomId, roomId), isNull(privateSpaces.deletedAt)),
    );
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}
