import { paths } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { useSignInWithBetaToken } from "../api/sign-in-with-beta-token";
import { clearAuthenticated } from "../auth-flag";
import { ProgressNotice } from "./progress-notice";

/** The error page for a failed beta sign-in: a refused link, no answer, or our fault. */
export function betaSignInErrorKey(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return "network_error";
  return error.status >= 500 ? "internal_error" : "login_beta.invalid_link";
}

/** /account/login_beta/{token}: signs in with the beta console's token, then home (docs/product.md#accounts-beta). */
export function BetaSignInPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync: signIn } = useSignInWithBetaToken();
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (sentToken.current === token) return;
    sentToken.current = token;
    signIn(token).then(
      () => navigate({ to: paths.home, replace: true }),
      (error: unknown) => {
        // docs/product.md#errors-behaviour: IP_NOT_ALLOWED during the beta check signs out and shows the sign-in page,
        // which says why (docs/security.md "Organism security").
        if (isApiError(error) && error.code === "IP_NOT_ALLOWED") {
          clearAuthenticated();
          return navigate({ to: paths.login, search: { signed_out: "ip_not_allowed" }, replace: true });
        }
        return navigate({ to: paths.error, params: { errorKey: betaSignInErrorKey(error) }, replace: true });
      },
    );
  }, [token, signIn, navigate]);

  return <ProgressNotice label={t("loginBeta.inProgress")} />;
}
