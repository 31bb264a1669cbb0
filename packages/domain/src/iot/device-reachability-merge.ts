import type { IotRoom } from "./iot-answers";

/** What `mergeDeviceReachability` reads of `GET /monitoring/devices?site=`: sticks and TVs carry `mac_address`. */
export interface MonitoredDeviceReachability {
  category: string;
  mac?: string | null;
  mac_address?: string | null;
  is_reachable: boolean;
}

const mergedCategories = new Set(["chromecast", "tv"]);

/**
 * IoT (docs/product.md#iot): the rooms are read, then `/monitoring/devices?site=`, whose
 * chromecast and tv entries set `is_reachable` of the room devices of the
 * same `mac_address` (case-insensitively). When the devices call failed
 * (`null`), the rooms are kept as they came; a device the monitoring does not
 * list keeps its own report.
 */
export function mergeDeviceReachability<Room extends IotRoom>(
  rooms: readonly Room[],
  monitored: readonly MonitoredDeviceReachability[] | null,
): Room[] {
  if (!monitored) return [...rooms];
  const reachableByMac = new Map<string, boolean>();
  for (const item of monitored) {
    if (!mergedCategories.has(item.category)) continue;
    const mac = item.mac_address ?? item.mac;
    if (mac) reachableByMac.set(mac.toLowerCase(), item.is_reachable);
  }
  return rooms.map((room) => ({
    ...room,
    devices: room.devices.map((device) => {
      const reachable = reachableByMac.get(device.mac_address.toLowerCase());
      return reachable === undefined || reachable === device.is_reachable
        ? device
        : { ...device, is_reachable: reachable };
    }),
  }));
}
