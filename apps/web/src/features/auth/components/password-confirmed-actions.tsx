import { Button, Group } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/forms/password-field";

interface PasswordConfirmedActionsProps {
  /** The form's `getInputProps("current_password")`. */
  password: GetInputPropsReturnType;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** The end of a two-factor setting's form (docs/security.md "Two-factor sign-in"): the current password, cancel and submit. */
export function PasswordConfirmedActions({ password, submitLabel, pending, onCancel }: PasswordConfirmedActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField label={t("account.twoFactor.password")} autoComplete="current-password" required {...password} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("account.twoFactor.cancel")}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
