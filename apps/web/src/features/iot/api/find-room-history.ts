import { type IotCommandRecord, iotRoomHistoryAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { iotSiteQueryKey } from "./iot-query-keys";

/** GET /iots/sites/{id}/rooms/{roomId}/history: the room's and its devices' latest commands, newest first. */
export function findRoomHistory(siteId: number, roomId: number, signal?: AbortSignal): Promise<IotCommandRecord[]> {
  return apiCall("GET", `/iots/sites/${siteId}/rooms/${roomId}/history`, iotRoomHistoryAnswerSchema, { signal });
}

export function roomHistoryQueryOptions(siteId: number, roomId: number) {
  return queryOptions({
    queryKey: [...iotSiteQueryKey(siteId), "history", roomId] as const,
    queryFn: ({ signal }) => findRoomHistory(siteId, roomId, signal),
  });
}

export function useRoomHistory(siteId: number, roomId: number) {
  return useQuery(roomHistoryQueryOptions(siteId, roomId));
}
