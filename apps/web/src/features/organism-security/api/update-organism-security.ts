import { type OrganismSecurityAnswer, type OrganismSecurityBody, organismSecurityAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { organismSecurityQueryOptions } from "./get-organism-security";

/** PUT /organisms/{id}/security: the settings as stored (ranges normalised); a range that cannot be read is a 422 on `ip_ranges.N`. */
export function updateOrganismSecurity(
  organismId: number,
  body: OrganismSecurityBody,
): Promise<OrganismSecurityAnswer> {
  return apiCall("PUT", `/organisms/${organismId}/security`, organismSecurityAnswerSchema, { body });
}

export function useUpdateOrganismSecurity(organismId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganismSecurityBody) => updateOrganismSecurity(organismId, body),
    onSuccess: (answer) => queryClient.setQueryData(organismSecurityQueryOptions(organismId).queryKey, answer),
  });
}
