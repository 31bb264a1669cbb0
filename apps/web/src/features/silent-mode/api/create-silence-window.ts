import { type SilenceWindowAnswer, type SilenceWindowCreate, silenceWindowAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { silenceWindowsQueryOptions } from "./find-silence-windows";
import { silenceWindowsApiPath } from "./silent-mode-path";

/** POST /silent_mode/windows (docs/alerts.md#calls): the window created; a rule refused is a 422 naming it. */
export function createSilenceWindow(body: SilenceWindowCreate): Promise<SilenceWindowAnswer> {
  return apiCall("POST", silenceWindowsApiPath, silenceWindowAnswerSchema, { body });
}

export function useCreateSilenceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSilenceWindow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: silenceWindowsQueryOptions().queryKey }),
  });
}
