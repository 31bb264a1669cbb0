import { CreateUserPage } from "../../features/accounts/components/create-user-page";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { ScreenLoader } from "../layout/screen-loader";

/** /administration/users/create and /administration/accounts/create. */
export function UserCreateScreen() {
  const { data: actor } = useCurrentUser();
  if (!actor) return <ScreenLoader />;
  return <CreateUserPage actor={actor} />;
}
