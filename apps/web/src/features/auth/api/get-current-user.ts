import { useQuery } from "@tanstack/react-query";
import { currentUserQueryOptions } from "./current-user-options";

/** GET /users/me: fetcher and options in current-user-options.ts (kept off the sign-in path), the hook here. */
export { currentUserQueryOptions, getCurrentUser } from "./current-user-options";

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled ?? true });
}
