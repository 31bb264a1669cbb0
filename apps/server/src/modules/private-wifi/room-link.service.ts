import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";
import type { IotCommandActor, RoomKeysPort } from "../iot";
import { pushKeyChanges } from "./key-push.repository";
import { writeWithFreshKeys } from "./private-key-draw";
import { updateSpaceKeys } from "./private-spaces.repository";
import { findSiteSsid, lockPrivateWifiSite } from "./private-wifi-site";
import { findSpaceOfRoom } from "./room-link.repository";

/**
 * A hotel room's checkout when the room is linked to a space
 * (docs/private-wifi.md#rooms): the space draws its new key (unique on the
 * site), takes it and pushes it (`set`), and the checkout gives the same key
 * to the room. A space whose key was withdrawn (expired) takes the new key
 * without a push (it goes out when the space's expiry is pushed back), as
 * does one on a site that lost its private SSID: a checkout is never refused
 * for the private network's sake. Null
 * for a room no space is linked to: the checkout draws the room's own key.
 * Locks the site's key changes, then the space, before the checkout locks
 * the room: the order a space's reset takes them.
 */
async function drawLinkedRoomKey(
  tx: Database,
  values: { site: ScopedSite; roomId: number; actor: IotCommandActor; now: Date },
): Promise<string | null> {
  const { site, roomId, actor, now } = values;
  // Most rooms have no space: they do not wait on the site's key changes.
  if (!(await findSpaceOfRoom(tx, site, roomId))) return null;
  await lockPrivateWifiSite(tx, site);
  const space = await findSpaceOfRoom(tx, site, roomId, { forUpdate: true });
  if (!space) return null;
  const psk = await writeWithFreshKeys(tx, site, 1, async (savepoint, [key]) => {
    if (key === undefined) throw new Error("drawLinkedRoomKey: no key drawn");
    await updateSpaceKeys(savepoint, [{ id: space.id, psk: key }], now);
    return key;
  });
  const ssid = space.withdrawnAt === null ? await findSiteSsid(tx, site) : null;
  if (ssid !== null) {
    await pushKeyChanges(tx, {
      site,
      ssid,
      actor,
      now,
      changes: [{ spaceId: space.id, name: space.name, action: "set", psk }],
    });
  }
  return psk;
}

/** What the app gives the IoT calls (`iotRoutes`' `roomKeys`): a linked room's checkout changes its space's key. */
export const privateWifiRoomKeys: RoomKeysPort = { drawRoomKey: drawLinkedRoomKey };
