import type { IotMessage, IotMessageCreate, IotMessageUpdate } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { messagesQueryOptions } from "./find-messages";

/** POST /iots/sites/{id}/messages {title, content}: a new message, disabled. */
export function createMessage(siteId: number, body: IotMessageCreate): Promise<IotMessage> {
  return apiRequest<IotMessage>("POST", `/iots/sites/${siteId}/messages`, { body });
}

/** PUT /iots/sites/{id}/messages/{messageId} {title or null, content}: the title null when unchanged (SPEC §5). */
export function updateMessage(siteId: number, messageId: number, body: IotMessageUpdate): Promise<IotMessage> {
  return apiRequest<IotMessage>("PUT", `/iots/sites/${siteId}/messages/${messageId}`, { body });
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
