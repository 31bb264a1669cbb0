import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Mantine's PasswordInput, which links its error to the input but leaves out
 * `aria-invalid`, names its show/hide button in English and keeps it out of
 * the Tab order: an invalid password field is announced as such, and its
 * button is named in the interface language and reached by Tab after the
 * field (WCAG 2.1.1).
 */
export function PasswordField({ error, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ "aria-label": t("password.toggleVisibility") }}
    />
  );
}
