import { type OrganismSecurityAnswer, organismSecurityAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** GET /organisms/{id}/security (admins, docs/security.md "Organism security"): the settings and the caller's address. */
export function getOrganismSecurity(organismId: number, signal?: AbortSignal): Promise<OrganismSecurityAnswer> {
  return apiCall("GET", `/organisms/${organismId}/security`, organismSecurityAnswerSchema, { signal });
}

export function organismSecurityQueryOptions(organismId?: number) {
  return queryOptions({
    queryKey: organismId === undefined ? ["organism-security"] : ["organism-security", organismId],
    queryFn: ({ signal }) => getOrganismSecurity(organismId ?? 0, signal),
    enabled: organismId !== undefined,
  });
}

export function useOrganismSecurity(organismId: number | undefined) {
  return useQuery(organismSecurityQueryOptions(organismId));
}
