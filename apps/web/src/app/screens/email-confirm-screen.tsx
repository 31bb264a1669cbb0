import { getRouteApi } from "@tanstack/react-router";
import { EmailConfirmCard } from "../../features/auth/components/email-confirm-card";
import { LanguageSelect } from "../../features/language/components/language-select";
import { AuthLayout } from "../layout/auth-layout";
import { ScreenLoader } from "../layout/screen-loader";
import { useConsoleCatalogue } from "./use-console-catalogue";

const emailConfirmRoute = getRouteApi("/account/email/confirm/$token");

/** /account/email/confirm/{token}: the link mailed to a new address; public, its texts off the sign-in path. */
export function EmailConfirmScreen() {
  const { token } = emailConfirmRoute.useParams();
  const hasTexts = useConsoleCatalogue();
  return (
    <AuthLayout topRight={<LanguageSelect />}>
      {hasTexts ? <EmailConfirmCard key={token} token={token} /> : <ScreenLoader />}
    </AuthLayout>
  );
}
