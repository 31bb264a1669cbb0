import { useMutation } from "@tanstack/react-query";
import { apiCallWithoutAnswer } from "../../../api/client";

/** GET /users/unlock: the link mailed when five failed sign-ins locked the account. 401 invalid link. */
export function unlockAccount(unlockToken: string): Promise<void> {
  return apiCallWithoutAnswer("GET", "/users/unlock", { query: { unlock_token: unlockToken } });
}

export function useUnlockAccount() {
  return useMutation({ mutationFn: unlockAccount });
}
