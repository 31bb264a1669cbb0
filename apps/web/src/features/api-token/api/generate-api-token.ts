import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

interface GeneratedApiToken {
  api_token: string;
}

/** POST /generate_api_token (SPEC §7): a new token, shown once; the previous one stops working. */
export function generateApiToken(): Promise<GeneratedApiToken> {
  return apiRequest<GeneratedApiToken>("POST", "/generate_api_token");
}

export function useGenerateApiToken() {
  return useMutation({ mutationFn: generateApiToken });
}
