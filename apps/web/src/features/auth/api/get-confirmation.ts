import { accountConfirmationAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** Whom a confirmation link is for. */
export interface Confirmation {
  email: string;
  first_name: string;
}

/** GET /users/confirmation: 401 invalid token, 422 already confirmed. */
export function getConfirmation(confirmationToken: string, signal?: AbortSignal): Promise<Confirmation> {
  return apiCall("GET", "/users/confirmation", accountConfirmationAnswerSchema, {
    query: { confirmation_token: confirmationToken },
    signal,
  });
}

export function confirmationQueryOptions(confirmationToken: string) {
  return queryOptions({
    queryKey: ["users", "confirmation", confirmationToken],
    queryFn: ({ signal }) => getConfirmation(confirmationToken, signal),
    // The link is read once; its answer does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfirmation(confirmationToken: string) {
  return useQuery(confirmationQueryOptions(confirmationToken));
}
