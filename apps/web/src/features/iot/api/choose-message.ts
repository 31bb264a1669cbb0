import { type IotCommandAccepted, iotCommandAcceptedSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { messagesQueryOptions } from "./find-messages";

/** POST /iots/sites/{id}/messages/disable (empty body): no message on the TVs. */
export function disableMessages(siteId: number): Promise<IotCommandAccepted> {
  return apiCall("POST", `/iots/sites/${siteId}/messages/disable`, iotCommandAcceptedSchema);
}

/** POST /iots/sites/{id}/messages/{messageId}/enable (empty body): the one message on the TVs. */
export function enableMessage(siteId: number, messageId: number): Promise<IotCommandAccepted> {
  return apiCall("POST", `/iots/sites/${siteId}/messages/${messageId}/enable`, iotCommandAcceptedSchema);
}

/**
 * The welcome message the TVs show, `null` for none (docs/product.md#iot-messages "no message
 * leaves none"). Enabling is two (docs/product.md#iot) calls, disable then enable, the
 * first one's errors ignored; the enable's failure is the caller's to show.
 */
export async function chooseMessage(siteId: number, messageId: number | null): Promise<IotCommandAccepted> {
  if (messageId === null) return disableMessages(siteId);
  await disableMessages(siteId).catch(() => undefined);
  return enableMessage(siteId, messageId);
}

export function useChooseMessage(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number | null) => chooseMessage(siteId, messageId),
    // Read again even after a failure: the disable may have gone through.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryOptions(siteId).queryKey }),
  });
}
