import { type CastingAnswers, type IotRoom, serialsMatch } from "@ondine/domain";

/** A row of the per-room table: a room (or an unmatched stick, by its serial) and its casts per day. */
export interface RoomDayUseRow {
  /** The room's name, or the stick's serial when no room's stick matches it. */
  label: string;
  isRoom: boolean;
  /** Casts on each of the table's days, in the order of `dayKeys`. */
  counts: number[];
  total: number;
}

/** The room whose streaming stick carries this serial (docs/product.md#statistics-casting: the last 6 characters match). */
function roomOfSerial(rooms: readonly IotRoom[], serial: string): IotRoom | undefined {
  return rooms.find((room) =>
    room.devices.some((device) => device.type === "chromecast" && serialsMatch(device.serial, serial)),
  );
}

/**
 * "day-use bar chart with per-room modal table" (docs/product.md#statistics-casting): one row per room,
 * its sticks' casts summed per Paris day, rooms by name then the sticks no
 * room matched, by serial.
 */
export function roomDayUseRows(
  casters: CastingAnswers["daily_device_casters"],
  rooms: readonly IotRoom[],
  dayKeys: readonly number[],
): RoomDayUseRow[] {
  const rows = new Map<string, RoomDayUseRow>();
  const column = new Map(dayKeys.map((key, index) => [key, index]));
  for (const stick of casters) {
    const room = roomOfSerial(rooms, stick.serial);
    const id = room ? `room:${room.id}` : `serial:${stick.serial}`;
    let row = rows.get(id);
    if (!row) {
      row = {
        label: room ? room.name : stick.serial,
        isRoom: room !== undefined,
        counts: dayKeys.map(() => 0),
        total: 0,
      };
      rows.set(id, row);
    }
    for (const day of stick.days) {
      const index = column.get(day.key);
      if (index === undefined) continue;
      row.counts[index] = (row.counts[index] ?? 0) + day.value;
      row.total += day.value;
    }
  }
  const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
  return [...rows.values()].sort((a, b) => Number(b.isRoom) - Number(a.isRoom) || byName.compare(a.label, b.label));
}

/** The room of a cast's stick for the last-casts card, if any ("serials mapped to room names", docs/product.md#statistics-casting). */
export function roomNameOfSerial(rooms: readonly IotRoom[], serial: string): string | undefined {
  return roomOfSerial(rooms, serial)?.name;
}
