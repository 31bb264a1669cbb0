import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";
import { findRoom, type IotRoomRow, updateRoomKey } from "./iot.repository";
import { type IotCommandActor, type IotCommandRow, queueIotCommand } from "./iot-commands.repository";

type RoomKeyChange = { site: ScopedSite; psk: string; actor: IotCommandActor; now: Date };

/** The room takes `psk` at once and a `checkout` command carries it to its devices (docs/iot.md), in the caller's transaction. */
export async function changeRoomKey(
  tx: Database,
  values: RoomKeyChange & { room: { id: number } },
): Promise<{ room: IotRoomRow; command: IotCommandRow }> {
  const { site, actor, now } = values;
  const room = await updateRoomKey(tx, values.room, values.psk, now);
  const command = await queueIotCommand(tx, { site, actor, now, kind: "checkout", roomId: room.id, newPsk: room.psk });
  return { room, command };
}

/**
 * The site's room `roomId` takes `psk`, as a checkout gives it (docs/private-wifi.md#rooms:
 * a linked space's reset gives its new key to the room); undefined when the site has no such room.
 */
export async function giveRoomKey(
  tx: Database,
  values: RoomKeyChange & { roomId: number },
): Promise<{ room: IotRoomRow; command: IotCommandRow } | undefined> {
  const room = await findRoom(tx, values.site, values.roomId, { forUpdate: true });
  return room ? changeRoomKey(tx, { ...values, room }) : undefined;
}
