import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCallWithoutAnswer } from "../../../api/client";
import { messagesQueryOptions } from "./find-messages";

/** DELETE /iots/sites/{id}/messages/{messageId}: the TVs show no message when it was the enabled one. */
export function deleteMessage(siteId: number, messageId: number): Promise<void> {
  return apiCallWithoutAnswer("DELETE", `/iots/sites/${siteId}/messages/${messageId}`);
}

export function useDeleteMessage(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteMessage(siteId, messageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryOptions(siteId).queryKey }),
  });
}
