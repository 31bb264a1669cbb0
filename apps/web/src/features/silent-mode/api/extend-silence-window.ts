import { type SilenceWindowAnswer, type SilenceWindowExtend, silenceWindowAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { silenceWindowsQueryOptions } from "./find-silence-windows";
import { silenceWindowApiPath } from "./silent-mode-path";

/** POST /silent_mode/windows/{id}/extend (docs/alerts.md#calls): a later end, at most 30 days ahead. */
export function extendSilenceWindow(id: number, body: SilenceWindowExtend): Promise<SilenceWindowAnswer> {
  return apiCall("POST", silenceWindowApiPath(id, "extend"), silenceWindowAnswerSchema, { body });
}

export function useExtendSilenceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SilenceWindowExtend }) => extendSilenceWindow(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: silenceWindowsQueryOptions().queryKey }),
  });
}
