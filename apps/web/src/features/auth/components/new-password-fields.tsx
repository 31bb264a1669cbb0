import { Stack } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { passwordMinLength } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/forms/password-field";

interface NewPasswordFieldsProps {
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
}

/** Passwords (docs/product.md#accounts-passwords): a new password (8 characters at least) and its confirmation. */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PasswordField
        label={t("password.new")}
        description={t("password.rule", { min: passwordMinLength })}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordField label={t("password.confirmation")} autoComplete="new-password" required {...confirmation} />
    </Stack>
  );
}
