import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Mantine's PasswordInput, which links its error to the input but leaves out
 * `aria-invalid`, and names its show/hide button in English: an invalid
 * password field is announced as such, and the button in the interface language.
 */
export function PasswordField({ error, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ "aria-label": t("password.toggleVisibility") }}
    />
  );
}
