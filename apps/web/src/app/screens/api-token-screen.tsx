import { useQueryClient } from "@tanstack/react-query";
import { ApiTokenPage } from "../../features/api-token/components/api-token-page";
import { currentUserQueryOptions, useCurrentUser } from "../../features/auth/api/get-current-user";
import { StepUpProvider } from "../../features/auth/components/step-up-provider";

/** /administration/api: a new token asks for the second factor again (docs/security.md "Step-up"). */
export function ApiTokenScreen() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  return (
    <StepUpProvider>
      <ApiTokenPage
        currentToken={user?.api_token ?? null}
        // The user now holds a new token (`has_api_token`, `api_token`).
        onGenerated={() => void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey })}
      />
    </StepUpProvider>
  );
}
