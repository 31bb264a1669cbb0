import { Alert, Center, Loader } from "@mantine/core";
import { type CurrentUser, isInterfaceLanguage, paths } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiBaseUrl } from "../../../api/client";
import { chooseLanguage } from "../../../i18n/change-language";
import { currentLanguage } from "../../../i18n/i18n";
import { readStoredLanguage } from "../../../i18n/language-preference";
import { fetchSsoEnabled } from "../api/get-sso-status";
import { internalRedirectPath, redirectUrlTarget } from "../redirect-target";
import { AuthCard } from "./auth-card";
import { SignInForm, type TwoFactorChallenge } from "./sign-in-form";

// Needed only after a 302 or from an unlock mail: kept off the sign-in page's
// first load (docs/performance.md budget).
const TwoFactorForm = lazy(() => import("./two-factor-form").then(({ TwoFactorForm }) => ({ default: TwoFactorForm })));
const ProviderSignIn = lazy(() =>
  import("./provider-sign-in").then(({ ProviderSignIn }) => ({ default: ProviderSignIn })),
);
const UnlockNotice = lazy(() => import("./unlock-notice").then(({ UnlockNotice }) => ({ default: UnlockNotice })));

export interface LoginCardProps {
  /** A console path to return to once signed in. */
  redirect?: string;
  /** An API address to follow instead (docs/product.md#accounts-users). */
  redirectUrl?: string;
  /** `yes` keeps a beta-only account in this console. */
  force?: string;
  unlockToken?: string;
  /** Why the console signed out (docs/security.md "Organism security": the address is not allowed). */
  signedOut?: "ip_not_allowed";
}

type Step =
  /** `restartedBecause`: why the code step sent the user back (its sign-in ended, or the account got locked). */
  | { kind: "credentials"; email?: string; restartedBecause?: "expired" | "locked" }
  | ({ kind: "twoFactor"; email: string } & TwoFactorChallenge);

/** /account/login: sign-in with email and password, then the second factor when the account has one. */
export function LoginCard({ redirect, redirectUrl, force, unlockToken, signedOut }: LoginCardProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: "credentials" });
  const [isLeaving, setIsLeaving] = useState(false);
  const returnPath = internalRedirectPath(redirect);
  // Asked once per card (a stable promise for `use`), while the provider button's chunk loads.
  const queryClient = useQueryClient();
  const [isSsoEnabled] = useState(() => fetchSsoEnabled(queryClient));

  // docs/product.md#accounts-beta: to the beta console for beta-only accounts (unless force=yes),
  // else to the API address (a console page named there opens here), the
  // requested page or home.
  const goOn = (user: CurrentUser) => {
    // The language kept on the account is the console's from sign-in on, unless
    // one was chosen on this device (the sign-in page's menu, `?lang=`): the latest word wins.
    if (
      isInterfaceLanguage(user.language) &&
      readStoredLanguage() === undefined &&
      user.language !== currentLanguage()
    ) {
      void chooseLanguage(user.language);
    }
    const target = redirectUrlTarget(redirectUrl);
    const externalTarget =
      user.beta_only && force !== "yes" && user.beta_url
        ? user.beta_url
        : target?.kind === "api"
          ? target.href
          : undefined;
    if (externalTarget) {
      setIsLeaving(true);
      window.location.assign(externalTarget);
      return;
    }
    const consolePath = target?.kind === "console" ? target.path : returnPath;
    void router.navigate({ href: consolePath ?? paths.home, replace: true });
  };

  const providerSignIn = `${apiBaseUrl}/auth/oidc/start?${new URLSearchParams({ redirect: returnPath ?? paths.home })}`;

  return (
    <AuthCard
      title={step.kind === "twoFactor" ? t("twoFactor.title") : t("login.title")}
      subtitle={step.kind === "credentials" ? t("login.subtitle") : undefined}
    >
      {/* Above both steps, so that it is not sent twice when the card changes step. */}
      {unlockToken && !isLeaving && (
        <Suspense>
          <UnlockNotice unlockToken={unlockToken} />
        </Suspense>
      )}
      {isLeaving ? (
        <Alert color="ocean" variant="light" role="status">
          {t("login.leaving")}
        </Alert>
      ) : step.kind === "twoFactor" ? (
        <Suspense
          fallback={
            <Center py="lg" role="status" aria-label={t("shell.loading")}>
              <Loader type="dots" />
            </Center>
          }
        >
          <TwoFactorForm
            method={step.method}
            resendAvailableIn={step.resendAvailableIn}
            onSignedIn={goOn}
            onRestart={(reason) => setStep({ kind: "credentials", email: step.email, restartedBecause: reason })}
          />
        </Suspense>
      ) : (
        <>
          {step.restartedBecause && (
            <Alert color="orange" variant="light" role="alert">
              {step.restartedBecause === "locked" ? t("login.error.locked") : t("login.error.session_expired")}
            </Alert>
          )}
          {!step.restartedBecause && signedOut === "ip_not_allowed" && (
            <Alert color="orange" variant="light" role="alert">
              {t("login.error.ip_not_allowed")}
            </Alert>
          )}
          <SignInForm
            initialEmail={step.email}
            onSignedIn={goOn}
            onTwoFactorRequired={(challenge, email) => setStep({ kind: "twoFactor", email, ...challenge })}
          />
          <Suspense>
            <ProviderSignIn href={providerSignIn} isEnabled={isSsoEnabled} />
          </Suspense>
        </>
      )}
    </AuthCard>
  );
}
