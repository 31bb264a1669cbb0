import { getRouteApi } from "@tanstack/react-router";
import { SsoErrorPage } from "../../features/errors/components/sso-error-page";

const ssoErrorRoute = getRouteApi("/support/sso_error/$error");

/** /support/sso_error/{error} */
export function SsoErrorScreen() {
  const { error } = ssoErrorRoute.useParams();
  return <SsoErrorPage error={error} />;
}
