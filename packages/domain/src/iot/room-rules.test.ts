import { describe, expect, it } from "vitest";
import { mergeDeviceReachability } from "./device-reachability-merge";
import type { IotDevice, IotRoom } from "./iot-answers";
import { roomMatchesSearch, searchRooms, sortRoomsByName } from "./room-search";
import { iotRoomStats, roomDeviceCounts } from "./room-stats";

function device(fields: Partial<IotDevice> = {}): IotDevice {
  return {
    name: "Chromecast",
    model: "Chromecast Ultra",
    serial: "CC-0001",
    mac_address: "AA:BB:CC:00:00:01",
    tags: ["chromecast"],
    type: "chromecast",
    is_provisioned: true,
    is_reachable: true,
    manufacturer: "Google",
    psk: null,
    version: 2,
    ran_psk: null,
    ran_ssid: null,
    otrum_url: null,
    otrum_version: null,
    pending_command: null,
    ...fields,
  };
}

function room(name: string, devices: IotDevice[] = [], fields: Partial<IotRoom> = {}): IotRoom {
  return { id: 1, name, psk: "key", hotspot_id: 1, devices, pending_command: null, ...fields };
}

describe("room sort (docs/product.md#iot-screen)", () => {
  it("sorts by name case-insensitively, numbers as numbers, whatever the order received", () => {
    const rooms = [room("b12"), room("Suite"), room("B2"), room("a10"), room("A9"), room("écrin")];
    expect(sortRoomsByName(rooms).map((r) => r.name)).toEqual(["A9", "a10", "B2", "b12", "écrin", "Suite"]);
  });

  it("keeps names equal but for case in one fixed order", () => {
    expect(sortRoomsByName([room("suite"), room("Suite")]).map((r) => r.name)).toEqual(["Suite", "suite"]);
    expect(sortRoomsByName([room("Suite"), room("suite")]).map((r) => r.name)).toEqual(["Suite", "suite"]);
  });
});

describe("room search (docs/product.md#iot-data)", () => {
  const suite = room("Suite 12", [device({ serial: "GA3X-991" }), device({ serial: "TV-77A" })]);

  it("matches a name start, case-insensitively", () => {
    expect(roomMatchesSearch(suite, "suite")).toBe(true);
    expect(roomMatchesSearch(suite, "SUITE 1")).toBe(true);
    expect(roomMatchesSearch(suite, "12")).toBe(false);
  });

  it("matches a device serial start, case-insensitively, and not the middle of one", () => {
    expect(roomMatchesSearch(suite, "ga3")).toBe(true);
    expect(roomMatchesSearch(suite, "tv-77a")).toBe(true);
    expect(roomMatchesSearch(suite, "991")).toBe(false);
  });

  it("keeps every room for a blank text, and sorts what it keeps", () => {
    const rooms = [room("b"), suite, room("A", [device({ serial: "SU-1" })])];
    expect(searchRooms(rooms, "  ").map((r) => r.name)).toEqual(["A", "b", "Suite 12"]);
    expect(searchRooms(rooms, "su").map((r) => r.name)).toEqual(["A", "Suite 12"]);
    expect(searchRooms(rooms, "zz")).toEqual([]);
  });
});

describe("mergeDeviceReachability (docs/product.md#iot)", () => {
  const stick = device({ mac_address: "AA:BB:CC:00:00:01", is_reachable: false });
  const tv = device({ type: "tv", tags: ["tv"], mac_address: "aa:bb:cc:00:00:02", is_reachable: true });
  const rooms = [room("101", [stick, tv])];

  it("takes is_reachable of sticks and TVs from the monitoring by MAC, case-insensitively", () => {
    const merged = mergeDeviceReachability(rooms, [
      { category: "chromecast", mac_address: "aa:bb:cc:00:00:01", is_reachable: true },
      { category: "tv", mac: "ignored", mac_address: "AA:BB:CC:00:00:02", is_reachable: false },
    ]);
    expect(merged[0]?.devices.map((d) => d.is_reachable)).toEqual([true, false]);
    expect(rooms[0]?.devices.map((d) => d.is_reachable)).toEqual([false, true]);
  });

  it("ignores access points of the same MAC and keeps devices the monitoring does not list", () => {
    const merged = mergeDeviceReachability(rooms, [
      { category: "access_point", mac: "aa:bb:cc:00:00:01", is_reachable: true },
    ]);
    expect(merged[0]?.devices.map((d) => d.is_reachable)).toEqual([false, true]);
  });

  it("answers the rooms unchanged when the devices call failed", () => {
    expect(mergeDeviceReachability(rooms, null)).toEqual(rooms);
  });
});

describe("room stats (docs/product.md#iot-screen)", () => {
  it("counts rooms with a key, connected devices and the others as not connected", () => {
    const rooms = [
      room("1", [device(), device({ is_reachable: false })]),
      room("2", [device({ is_provisioned: false, is_reachable: true })], { psk: null }),
      room("3", []),
    ];
    expect(iotRoomStats(rooms)).toEqual({ roomsWithKey: 2, connectedDevices: 1, notConnectedDevices: 2 });
    expect(iotRoomStats([])).toEqual({ roomsWithKey: 0, connectedDevices: 0, notConnectedDevices: 0 });
  });

  it("gives a card's total, reachable and unreachable counts", () => {
    expect(roomDeviceCounts(room("1", [device(), device({ is_reachable: false }), device()]))).toEqual({
      total: 3,
      reachable: 2,
      unreachable: 1,
    });
  });
});
