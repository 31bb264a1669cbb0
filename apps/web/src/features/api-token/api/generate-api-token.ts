import { type GenerateApiTokenBody, type GeneratedApiToken, generatedApiTokenSchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/**
 * POST /generate_api_token (docs/product.md#accounts-api-token; docs/api.md "API tokens"): a new token
 * with its restrictions, shown once; the previous one stops working.
 */
export function generateApiToken(body: GenerateApiTokenBody): Promise<GeneratedApiToken> {
  return apiCall("POST", "/generate_api_token", generatedApiTokenSchema, { body });
}

export function useGenerateApiToken() {
  return useMutation({ mutationFn: generateApiToken });
}
