import { paths } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Navigate } from "@tanstack/react-router";
import { EditUserPage } from "../../features/accounts/components/edit-user-page";
import { currentUserQueryOptions, useCurrentUser } from "../../features/auth/api/get-current-user";
import { ScreenLoader } from "../layout/screen-loader";

const accountsEditRoute = getRouteApi("/administration/accounts/$id/edit");

/** /administration/accounts/{id}/edit */
export function UserEditScreen() {
  const { id } = accountsEditRoute.useParams();
  const { data: actor } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = Number(id);
  // docs/product.md#accounts-users: an account that cannot be loaded (here: no such id) sends to the users dashboard.
  if (!Number.isSafeInteger(userId) || userId <= 0) return <Navigate to={paths.usersDashboard} replace />;
  if (!actor) return <ScreenLoader />;
  return (
    <EditUserPage
      actor={actor}
      userId={userId}
      onSaved={(user) => {
        // Editing oneself changes the top menu's name and maybe one's own roles.
        if (user.id === actor.id) void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      }}
    />
  );
}
