import { type UserPresentation, userAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

export function getUser(id: number, signal?: AbortSignal): Promise<UserPresentation> {
  return apiCall("GET", `/users/${id}`, userAnswerSchema, { signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["users", "detail", id],
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

/** `placeholder` shows a row of the list at once while the full account loads. */
export function useUser(id: number, placeholder?: UserPresentation) {
  return useQuery({ ...userQueryOptions(id), placeholderData: placeholder });
}
