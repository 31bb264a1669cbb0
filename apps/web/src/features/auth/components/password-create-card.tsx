import { useTranslation } from "react-i18next";
import { AuthCard } from "./auth-card";
import { PasswordCreateForm } from "./password-create-form";

/** /account/password/create/{token}. */
export function PasswordCreateCard({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("passwordCreate.title")}>
      <PasswordCreateForm token={token} />
    </AuthCard>
  );
}
