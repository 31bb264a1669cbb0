import { getRouteApi } from "@tanstack/react-router";
import { LoginCard } from "../../features/auth/components/login-card";
import { LanguageSelect } from "../../features/language/components/language-select";
import { AuthLayout } from "../layout/auth-layout";

const loginRoute = getRouteApi("/account/login");

/** /account/login: the sign-in card in the brand layout, the language choice at hand. */
export function LoginScreen() {
  const search = loginRoute.useSearch();
  return (
    <AuthLayout topRight={<LanguageSelect />}>
      <LoginCard
        redirect={search.redirect}
        redirectUrl={search.redirect_url}
        force={search.force}
        unlockToken={search.unlock_token}
      />
    </AuthLayout>
  );
}
