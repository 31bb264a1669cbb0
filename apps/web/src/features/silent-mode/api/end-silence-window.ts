import { type SilenceWindowAnswer, silenceWindowAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { silenceWindowsQueryOptions } from "./find-silence-windows";
import { silenceWindowApiPath } from "./silent-mode-path";

/** POST /silent_mode/windows/{id}/end (docs/alerts.md#calls): ends it now; a planned one is cancelled. */
export function endSilenceWindow(id: number): Promise<SilenceWindowAnswer> {
  return apiCall("POST", silenceWindowApiPath(id, "end"), silenceWindowAnswerSchema);
}

export function useEndSilenceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSilenceWindow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: silenceWindowsQueryOptions().queryKey }),
  });
}
