import { type GenerateApiTokenBody, type GeneratedApiToken, generatedApiTokenSchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { useStepUp } from "../../../api/step-up";

/**
 * POST /generate_api_token (docs/product.md#accounts-api-token; docs/api.md "API tokens"): a new token
 * with its restrictions, shown once; the previous one stops working.
 */
export function generateApiToken(body: GenerateApiTokenBody): Promise<GeneratedApiToken> {
  return apiCall("POST", "/generate_api_token", generatedApiTokenSchema, { body });
}

/** The second factor may be asked again first (docs/security.md "Step-up"). */
export function useGenerateApiToken() {
  const stepUp = useStepUp();
  return useMutation({ mutationFn: (body: GenerateApiTokenBody) => stepUp(() => generateApiToken(body)) });
}
