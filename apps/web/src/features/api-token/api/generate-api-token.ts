import type { GenerateApiTokenBody, GeneratedApiToken } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/**
 * POST /generate_api_token (SPEC §7; docs/api.md "API tokens"): a new token
 * with its restrictions, shown once; the previous one stops working.
 */
export function generateApiToken(body: GenerateApiTokenBody): Promise<GeneratedApiToken> {
  return apiRequest<GeneratedApiToken>("POST", "/generate_api_token", { body });
}

export function useGenerateApiToken() {
  return useMutation({ mutationFn: generateApiToken });
}
