import { getRouteApi } from "@tanstack/react-router";
import { useIsAuthenticated } from "../../features/auth/auth-flag";
import { SsoErrorPage } from "../../features/errors/components/sso-error-page";

const ssoErrorRoute = getRouteApi("/support/sso_error/$error");

/** /support/sso_error/{error} */
export function SsoErrorScreen() {
  const { error } = ssoErrorRoute.useParams();
  const isSignedIn = useIsAuthenticated();
  return <SsoErrorPage error={error} isSignedIn={isSignedIn} />;
}
