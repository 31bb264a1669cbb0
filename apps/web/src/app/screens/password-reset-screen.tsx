import { getRouteApi } from "@tanstack/react-router";
import { PasswordResetCard } from "../../features/auth/components/password-reset-card";
import { LanguageSelect } from "../../features/language/components/language-select";
import { AuthLayout } from "../layout/auth-layout";

const passwordResetRoute = getRouteApi("/account/password/reset/{-$token}");

/** /account/password/reset/{token?} */
export function PasswordResetScreen() {
  const { token } = passwordResetRoute.useParams();
  return (
    <AuthLayout topRight={<LanguageSelect />}>
      {/* Keyed by the token: following a new link starts a fresh form. */}
      <PasswordResetCard key={token ?? ""} token={token} />
    </AuthLayout>
  );
}
