import { deviceReachability } from "../monitoring/device-reachability";
import type { IotDevice, IotRoom } from "./iot-answers";

/** docs/product.md#iot-screen IoT, column 1: the site's figures. */
export interface IotRoomStats {
  /** Rooms that have a room-access network key (a psk). */
  roomsWithKey: number;
  /** Devices whose docs/product.md#iot-data reachability is "connected": provisioned and reachable. */
  connectedDevices: number;
  /**
   * Every other device: "unreachable" and "not configured" alike. A stick not
   * yet set up plays nothing in the room, so the manager counts it as not
   * connected; connected + not connected is the site's whole device count.
   */
  notConnectedDevices: number;
}

export function isConnectedIotDevice(device: Pick<IotDevice, "is_provisioned" | "is_reachable">): boolean {
  return deviceReachability({ isProvisioned: device.is_provisioned, isReachable: device.is_reachable }) === "connected";
}

export function iotRoomStats(
  rooms: readonly (Pick<IotRoom, "psk"> & { devices: readonly Pick<IotDevice, "is_provisioned" | "is_reachable">[] })[],
): IotRoomStats {
  let roomsWithKey = 0;
  let connectedDevices = 0;
  let notConnectedDevices = 0;
  for (const room of rooms) {
    if (room.psk) roomsWithKey += 1;
    for (const device of room.devices) {
      if (isConnectedIotDevice(device)) connectedDevices += 1;
      else notConnectedDevices += 1;
    }
  }
  return { roomsWithKey, connectedDevices, notConnectedDevices };
}

/** A room card's counts (docs/product.md#iot-screen): reachable and unreachable devices, by the same rule. */
export function roomDeviceCounts(room: { devices: readonly Pick<IotDevice, "is_provisioned" | "is_reachable">[] }): {
  total: number;
  reachable: number;
  unreachable: number;
} {
  const reachable = room.devices.filter(isConnectedIotDevice).length;
  return { total: room.devices.length, reachable, unreachable: room.devices.length - reachable };
}

/** docs/product.md#iot-limits: a room's device list scrolls, with its count shown, from this many devices. */
export const iotDeviceListScrollFrom = 4;
