import { paths } from "@ondine/domain";
import { getRouteApi } from "@tanstack/react-router";
import { apiRedirectUrl } from "../../features/auth/redirect-target";
import { CentreHandover } from "../../features/sso/components/centre-handover";
import { AuthLayout } from "../layout/auth-layout";

const identityProviderRoute = getRouteApi("/account/identity_provider");

/**
 * /account/identity_provider with action=auth, signed in. Every other case
 * (an error, logout, signed out, a session to confirm) leaves before this
 * screen draws: see the route's `enterIdentityProvider`.
 */
export function IdentityProviderScreen() {
  const { redirect_url } = identityProviderRoute.useSearch();
  return (
    <AuthLayout>
      <CentreHandover address={apiRedirectUrl(redirect_url) ?? paths.home} />
    </AuthLayout>
  );
}
