import { paths } from "@ondine/domain";
import { getRouteApi } from "@tanstack/react-router";
import { redirectUrlTarget } from "../../features/auth/redirect-target";
import { CentreHandover } from "../../features/sso/components/centre-handover";
import { AuthLayout } from "../layout/auth-layout";

const identityProviderRoute = getRouteApi("/account/identity_provider");

/**
 * /account/identity_provider with action=auth, signed in, and an API
 * address to go to. Every other case (an error, logout, signed out, a
 * session to confirm, a console page) leaves before this screen draws: see
 * the route's `enterIdentityProvider`.
 */
export function IdentityProviderScreen() {
  const { redirect_url } = identityProviderRoute.useSearch();
  const target = redirectUrlTarget(redirect_url);
  return (
    <AuthLayout>
      <CentreHandover address={target?.kind === "api" ? target.href : paths.home} />
    </AuthLayout>
  );
}
