import { type IotMessage, type IotMessageCreate, type IotMessageUpdate, iotMessageSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { messagesQueryOptions } from "./find-messages";

/** POST /iots/sites/{id}/messages {title, content}: a new message, disabled. */
export function createMessage(siteId: number, body: IotMessageCreate): Promise<IotMessage> {
  return apiCall("POST", `/iots/sites/${siteId}/messages`, iotMessageSchema, { body });
}

/** PUT /iots/sites/{id}/messages/{messageId} {title or null, content}: the title null when unchanged (docs/product.md#iot-validation). */
export function updateMessage(siteId: number, messageId: number, body: IotMessageUpdate): Promise<IotMessage> {
  return apiCall("PUT", `/iots/sites/${siteId}/messages/${messageId}`, iotMessageSchema, { body });
}

export type SaveMessageInput =
  | { messageId: null; body: IotMessageCreate }
  | { messageId: number; body: IotMessageUpdate };

export function useSaveMessage(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMessageInput) =>
      input.messageId === null ? createMessage(siteId, input.body) : updateMessage(siteId, input.messageId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryOptions(siteId).queryKey }),
  });
}
