import { useQueryClient } from "@tanstack/react-query";
import { ApiTokenPage } from "../../features/api-token/components/api-token-page";
import { currentUserQueryOptions, useCurrentUser } from "../../features/auth/api/get-current-user";

/** /administration/api */
export function ApiTokenScreen() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  return (
    <ApiTokenPage
      hasApiToken={user?.has_api_token ?? false}
      // The user now holds a token (`has_api_token`).
      onGenerated={() => void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey })}
    />
  );
}
