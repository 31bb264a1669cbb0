import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";
import type { IotCommandActor } from "./iot-commands.repository";

/**
 * Where a checkout gets the room's new key when the room shares it with
 * something outside this module (docs/private-wifi.md#rooms: a room linked to
 * a private Wi-Fi space has the space's key). The app's wiring gives it, since
 * iot imports none of the modules built on it; without one, or when it
 * answers null, the checkout draws the room's own key (`generateRoomKey`).
 */
export interface RoomKeysPort {
  /**
   * In the checkout's transaction, before the room is locked: the key the room
   * takes, already given to whatever shares it, or null when nothing does.
   */
  drawRoomKey(
    tx: Database,
    values: { site: ScopedSite; roomId: number; actor: IotCommandActor; now: Date },
  ): Promise<string | null>;
}
