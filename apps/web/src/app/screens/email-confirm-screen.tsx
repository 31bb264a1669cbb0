import { getRouteApi } from "@tanstack/react-router";
import { EmailConfirmCard } from "../../features/auth/components/email-confirm-card";
import { LanguageSelect } from "../../features/language/components/language-select";
import { AuthLayout } from "../layout/auth-layout";

const emailConfirmRoute = getRouteApi("/account/email/confirm/$token");

/** /account/email/confirm/{token}: the link mailed to a new address. */
export function EmailConfirmScreen() {
  const { token } = emailConfirmRoute.useParams();
  return (
    <AuthLayout topRight={<LanguageSelect />}>
      <EmailConfirmCard key={token} token={token} />
    </AuthLayout>
  );
}
