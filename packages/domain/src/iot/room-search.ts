import type { IotRoom } from "./iot-answers";

// docs/product.md#iot-screen IoT and docs/product.md#iot-data: the room list is sorted case-insensitively by name and
// searched by the start of a room's name or of one of its devices' serials.

/**
 * One fixed collation whatever the interface language, so that every user
 * (and every test) sees the same order: case and accents aside ("base"),
 * digits read as numbers so that room 9 comes before room 10.
 */
const roomNameCollator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export function compareRoomNames(a: string, b: string): number {
  // Names equal but for case keep a stable order: the exact strings decide.
  return roomNameCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The rooms by name, case-insensitively (docs/product.md#iot-screen); a new array. */
export function sortRoomsByName<Room extends Pick<IotRoom, "name">>(rooms: readonly Room[]): Room[] {
  return [...rooms].sort((a, b) => compareRoomNames(a.name, b.name));
}

/**
 * docs/product.md#iot-data: a room matches when its name starts with the text or one of its
 * devices' serials does, case-insensitively; a blank text matches every room.
 */
export function roomMatchesSearch(
  room: Pick<IotRoom, "name"> & { devices: readonly { serial: string }[] },
  text: string,
): boolean {
  const needle = text.trim().toLocaleLowerCase("en");
  if (needle === "") return true;
  if (room.name.toLocaleLowerCase("en").startsWith(needle)) return true;
  return room.devices.some((device) => device.serial.toLocaleLowerCase("en").startsWith(needle));
}

/** The rooms the search text keeps, sorted by name. */
export function searchRooms<Room extends Pick<IotRoom, "name"> & { devices: readonly { serial: string }[] }>(
  rooms: readonly Room[],
  text: string,
): Room[] {
  return sortRoomsByName(rooms.filter((room) => roomMatchesSearch(room, text)));
}
