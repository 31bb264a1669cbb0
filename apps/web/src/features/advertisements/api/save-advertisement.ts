import type { AdvertisementAnswer, AdvertisementBody } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { advertisementsApiPath } from "./advertisements-path";
import { advertisementsQueryKey } from "./advertisements-query-keys";

/** POST /portal_annoucements {advertisement}: a new announcement. */
export function createAdvertisement(body: AdvertisementBody): Promise<AdvertisementAnswer> {
  return apiRequest<AdvertisementAnswer>("POST", advertisementsApiPath, { body });
}

/** PUT /portal_annoucements/{id} {advertisement}: the same body as a creation (SPEC §7). */
export function updateAdvertisement(id: number, body: AdvertisementBody): Promise<AdvertisementAnswer> {
  return apiRequest<AdvertisementAnswer>("PUT", `${advertisementsApiPath}/${id}`, { body });
}

/** `id` null creates, a number updates; a failure is the `ApiError` the form maps to its fields (SPEC §8). */
export interface SaveAdvertisementInput {
  id: number | null;
  body: AdvertisementBody;
}

export function useSaveAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveAdvertisementInput) =>
      id === null ? createAdvertisement(body) : updateAdvertisement(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advertisementsQueryKey }),
  });
}
