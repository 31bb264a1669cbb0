import { describe, expect, it } from "vitest";
import { iotDevice, iotRoom } from "../../testing/iot-fixtures";
import { roomDayUseRows, roomNameOfSerial } from "./room-day-use";

const monday = 1_795_042_800;
const tuesday = monday + 86_400;
const days = [monday, tuesday];

const suite = iotRoom(7, "Suite Opéra", [iotDevice({ serial: "ga3x-k7001a" }), iotDevice({ serial: "GA3X-K7002B" })]);
const room12 = iotRoom(4, "12", [iotDevice({ serial: "GA3X-001200" })]);
// A TV whose serial ends like a stick's is no stick: its room is not the cast's.
const room9 = iotRoom(9, "9", [iotDevice({ serial: "SMTV-K7001A", type: "tv", tags: ["tv"] })]);

describe("roomDayUseRows (docs/product.md#statistics-casting: serial match on the last 6 characters, Paris days)", () => {
  it("adds up a room's sticks per day, the sticks found by the last 6 characters of their serial, case aside", () => {
    const rows = roomDayUseRows(
      [
        { serial: "ZZ99K7001A", days: [{ key: monday, value: 3 }] },
        {
          serial: "GA3X-K7002B",
          days: [
            { key: monday, value: 1 },
            { key: tuesday, value: 2 },
          ],
        },
      ],
      [room9, suite],
      days,
    );
    expect(rows).toEqual([{ label: "Suite Opéra", isRoom: true, counts: [4, 2], total: 6 }]);
  });

  it("lists the rooms by name, numbers in order, then the sticks no room has, by serial", () => {
    const rows = roomDayUseRows(
      [
        { serial: "UNKNOWN-42", days: [{ key: tuesday, value: 5 }] },
        { serial: "GA3X-K7001A", days: [{ key: tuesday, value: 1 }] },
        { serial: "GA3X-001200", days: [{ key: monday, value: 2 }] },
      ],
      [suite, room12],
      days,
    );
    expect(rows.map((row) => [row.label, row.isRoom, row.counts])).toEqual([
      ["12", true, [2, 0]],
      ["Suite Opéra", true, [0, 1]],
      ["UNKNOWN-42", false, [0, 5]],
    ]);
  });

  it("leaves out the days the table has no column for", () => {
    const [row] = roomDayUseRows(
      [{ serial: "GA3X-001200", days: [{ key: tuesday + 86_400, value: 9 }] }],
      [room12],
      days,
    );
    expect(row).toEqual({ label: "12", isRoom: true, counts: [0, 0], total: 0 });
  });

  it("names a cast's room by its stick, and none for a stick of no room", () => {
    expect(roomNameOfSerial([suite, room12], "xxK7002B")).toBe("Suite Opéra");
    expect(roomNameOfSerial([suite, room12], "UNKNOWN-42")).toBeUndefined();
    expect(roomNameOfSerial([room9], "GA3X-K7001A")).toBeUndefined();
  });
});
