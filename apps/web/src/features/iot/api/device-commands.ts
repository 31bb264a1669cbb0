import type {
  IotCheckout,
  IotCheckoutAnswer,
  IotCommandAccepted,
  IotReboot,
  IotReplace,
  IotRoom,
} from "@ondine/domain";
import { iotCheckoutAnswerSchema, iotCommandAcceptedSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { roomsQueryOptions } from "./find-rooms";
import { iotSiteQueryKey } from "./iot-query-keys";

/** POST /iots/reboot {type, site_id, serial}: 202 with the queued command. */
export function rebootDevice(body: IotReboot): Promise<IotCommandAccepted> {
  return apiCall("POST", "/iots/reboot", iotCommandAcceptedSchema, { body });
}

/** POST /iots/replace {site_id, serial, new_serial}: 202; the spare is reserved at once. */
export function replaceDevice(body: IotReplace): Promise<IotCommandAccepted> {
  return apiCall("POST", "/iots/replace", iotCommandAcceptedSchema, { body });
}

/** POST /iots/sites/{id}/checkout_room {room_name, room_id}: the room's new key at once, its devices told by a command. */
export function checkoutRoom(siteId: number, body: IotCheckout): Promise<IotCheckoutAnswer> {
  return apiCall("POST", `/iots/sites/${siteId}/checkout_room`, iotCheckoutAnswerSchema, { body });
}

/** After a command is accepted, the site's rooms (with their pending commands), spares and histories are read again. */
function useRefreshSite(siteId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: iotSiteQueryKey(siteId) });
}

export function useRebootDevice(siteId: number) {
  const refresh = useRefreshSite(siteId);
  return useMutation({ mutationFn: rebootDevice, onSuccess: refresh });
}

export function useReplaceDevice(siteId: number) {
  const refresh = useRefreshSite(siteId);
  return useMutation({ mutationFn: replaceDevice, onSuccess: refresh });
}

export function useCheckoutRoom(siteId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSite(siteId);
  return useMutation({
    mutationFn: (body: IotCheckout) => checkoutRoom(siteId, body),
    // docs/product.md#iot-data: the room's key changes in the list at once.
    onSuccess: (answer) => {
      queryClient.setQueryData(roomsQueryOptions(siteId).queryKey, (rooms: IotRoom[] | undefined) =>
        rooms?.map((room) => (room.id === answer.room.id ? { ...answer.room, devices: room.devices } : room)),
      );
      return refresh();
    },
  });
}
