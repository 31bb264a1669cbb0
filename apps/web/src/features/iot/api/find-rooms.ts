import {
  type IotRoom,
  iotRoomsAnswerSchema,
  type MonitoredDeviceReachability,
  mergeDeviceReachability,
  siteDevicesAnswerSchema,
} from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { iotSiteQueryKey } from "./iot-query-keys";

/** While a command runs on the site, the rooms are read again this often (the card's "restarting…"). */
export const iotPendingRefetchMs = 2_000;

/**
 * GET /monitoring/devices?site=: the site's equipment, sticks and TVs among it (docs/product.md#iot). Asked of the
 * server every time (fetch cache no-cache): its Cache-Control minutes would hand back a restarting device's
 * reachability from before the restart; the server's own cache follows the devices' reports.
 */
function findMonitoredDevices(siteId: number, signal?: AbortSignal): Promise<MonitoredDeviceReachability[]> {
  return apiCall("GET", "/monitoring/devices", siteDevicesAnswerSchema, {
    query: { site: siteId },
    signal,
    cache: "no-cache",
  });
}

/**
 * GET /iots/sites/{siteId}/rooms, then GET /monitoring/devices?site= whose
 * sticks and TVs give the devices' reachability by MAC; when the second call
 * fails the rooms are still answered (docs/product.md#iot).
 */
export async function findRooms(siteId: number, signal?: AbortSignal): Promise<IotRoom[]> {
  const rooms = await apiCall("GET", `/iots/sites/${siteId}/rooms`, iotRoomsAnswerSchema, { signal });
  const monitored = await findMonitoredDevices(siteId, signal).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return null;
  });
  return mergeDeviceReachability(rooms, Array.isArray(monitored) ? monitored : null);
}

export function hasPendingIotCommand(rooms: readonly IotRoom[] | undefined): boolean {
  return (rooms ?? []).some(
    (room) => room.pending_command !== null || room.devices.some((device) => device.pending_command !== null),
  );
}

export function roomsQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: [...iotSiteQueryKey(siteId), "rooms"] as const,
    queryFn: ({ signal }) => findRooms(siteId, signal),
    // Every 2 s while a command waits for its result, so that the card leaves "restarting…" on its own.
    refetchInterval: (query) => (hasPendingIotCommand(query.state.data) ? iotPendingRefetchMs : false),
  });
}

export function useRooms(siteId: number) {
  return useQuery(roomsQueryOptions(siteId));
}
