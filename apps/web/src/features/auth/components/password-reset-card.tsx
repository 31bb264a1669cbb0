import { useTranslation } from "react-i18next";
import { AuthCard } from "./auth-card";
import { PasswordResetForm } from "./password-reset-form";
import { PasswordResetRequestForm } from "./password-reset-request-form";

/** /account/password/reset/{token?}: without a token, ask for the link; with one, the new password. */
export function PasswordResetCard({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t(token ? "passwordReset.newPasswordTitle" : "passwordReset.requestTitle")}>
      {token ? <PasswordResetForm token={token} /> : <PasswordResetRequestForm />}
    </AuthCard>
  );
}
