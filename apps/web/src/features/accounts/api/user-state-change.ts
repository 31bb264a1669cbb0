import type { UserPresentation } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usersQueryOptions } from "./find-users";
import { userQueryOptions } from "./get-user";

/**
 * Deleting (deactivating) or reactivating an account (docs/product.md#accounts-users): the account
 * reads as changed at once, and the list is read again.
 */
export function useUserStateChange(change: (id: number) => Promise<UserPresentation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(user.id).queryKey, user);
      return queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
    },
  });
}
