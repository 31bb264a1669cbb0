import { getRouteApi } from "@tanstack/react-router";
import { PasswordCreateCard } from "../../features/auth/components/password-create-card";
import { LanguageSelect } from "../../features/language/components/language-select";
import { AuthLayout } from "../layout/auth-layout";

const passwordCreateRoute = getRouteApi("/account/password/create/$token");

/** /account/password/create/{token} */
export function PasswordCreateScreen() {
  const { token } = passwordCreateRoute.useParams();
  return (
    <AuthLayout topRight={<LanguageSelect />}>
      <PasswordCreateCard key={token} token={token} />
    </AuthLayout>
  );
}
