import { type AdvertisementAnswer, type AdvertisementBody, advertisementAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { advertisementsApiPath } from "./advertisements-path";
import { advertisementsQueryKey } from "./advertisements-query-keys";

/** POST /portal_annoucements {advertisement}: a new announcement. */
export function createAdvertisement(body: AdvertisementBody): Promise<AdvertisementAnswer> {
  return apiCall("POST", advertisementsApiPath, advertisementAnswerSchema, { body });
}

/** PUT /portal_annoucements/{id} {advertisement}: the same body as a creation (docs/product.md#announcements). */
export function updateAdvertisement(id: number, body: AdvertisementBody): Promise<AdvertisementAnswer> {
  return apiCall("PUT", `${advertisementsApiPath}/${id}`, advertisementAnswerSchema, { body });
}

/** `id` null creates, a number updates; a failure is the `ApiError` the form maps to its fields (docs/product.md#errors-behaviour). */
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
