import { getRouteApi } from "@tanstack/react-router";
import { BetaSignInPage } from "../../features/auth/components/beta-sign-in-page";
import { AuthLayout } from "../layout/auth-layout";

const loginBetaRoute = getRouteApi("/account/login_beta/$token");

/** /account/login_beta/{token} */
export function LoginBetaScreen() {
  const { token } = loginBetaRoute.useParams();
  return (
    <AuthLayout>
      <BetaSignInPage token={token} />
    </AuthLayout>
  );
}
