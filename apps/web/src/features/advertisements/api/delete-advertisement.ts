import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCallWithoutAnswer } from "../../../api/client";
import { advertisementsApiPath } from "./advertisements-path";
import { advertisementsQueryKey } from "./advertisements-query-keys";

/** DELETE /portal_annoucements/{id}: answers 204. */
export function deleteAdvertisement(id: number): Promise<void> {
  return apiCallWithoutAnswer("DELETE", `${advertisementsApiPath}/${id}`);
}

export function useDeleteAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdvertisement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advertisementsQueryKey }),
  });
}
