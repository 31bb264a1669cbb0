import { Anchor, Input, PinInput, TextInput } from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { twoFactorCodeLength, twoFactorSignInBodySchema } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { translatedInputErrors } from "../../../i18n/form-errors";
import type { SecondFactorBody } from "../api/verify-two-factor-code";

/**
 * The second factor typed at sign-in and at a step-up (docs/security.md "Two-factor sign-in"):
 * the 6-digit code (mailed or the app's) or, in its place, a recovery code.
 */
export type SecondFactor = "code" | "recovery_code";

export interface SecondFactorValues {
  code: string;
  recovery_code: string;
}

type SecondFactorCheck = { success: true; body: SecondFactorBody } | { success: false; error: string };

/**
 * The body for the factor chosen, read by the sign-in route's schema (trimmed, 6 digits for a
 * code); the step-up route takes the same two fields and rules.
 */
export function checkSecondFactor(factor: SecondFactor, values: SecondFactorValues): SecondFactorCheck {
  const typed = factor === "code" ? { code: values.code } : { recovery_code: values.recovery_code };
  const parsed = twoFactorSignInBodySchema.safeParse(typed);
  if (!parsed.success) return { success: false, error: parsed.error.issues[0]?.message ?? "twoFactor.code_invalid" };
  const { code, recovery_code } = parsed.data;
  return { success: true, body: factor === "code" ? { code: code ?? "" } : { recovery_code: recovery_code ?? "" } };
}

/** The form of one second factor, checked on submit, its errors in the interface language. */
export function useSecondFactorForm(factor: SecondFactor) {
  return useForm<SecondFactorValues>({
    initialValues: { code: "", recovery_code: "" },
    validate: (values) => {
      const checked = checkSecondFactor(factor, values);
      return checked.success ? {} : { [factor]: checked.error };
    },
    enhanceGetInputProps: translatedInputErrors(),
  });
}

/** The message key a refused factor came back with (`errors.code` or `errors.recovery_code`), if any. */
export function refusedFactorKey(error: unknown, factor: SecondFactor): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.errors[factor]?.[0] ?? error.errors.code?.[0] ?? error.errors.recovery_code?.[0];
}

interface SecondFactorFieldProps {
  factor: SecondFactor;
  form: UseFormReturnType<SecondFactorValues>;
  /** A complete 6-digit code sends itself. */
  onComplete: () => void;
  disabled: boolean;
}

/** The code's six boxes (the phone offers a code it received), or the recovery code's text field. */
export function SecondFactorField({ factor, form, onComplete, disabled }: SecondFactorFieldProps) {
  const { t } = useTranslation();
  if (factor === "recovery_code") {
    return (
      <TextInput
        label={t("twoFactor.recoveryLabel")}
        description={t("twoFactor.recoveryHint")}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoFocus
        size="md"
        disabled={disabled}
        {...form.getInputProps("recovery_code")}
      />
    );
  }
  const error = form.getInputProps("code").error as ReactNode;
  return (
    <Input.Wrapper label={t("twoFactor.codeLabel")} labelElement="div" error={error}>
      <PinInput
        length={twoFactorCodeLength}
        type="number"
        oneTimeCode
        autoFocus
        size="lg"
        mt={6}
        ariaLabel={t("twoFactor.codeLabel")}
        value={form.values.code}
        onChange={(code) => form.setFieldValue("code", code)}
        onComplete={onComplete}
        error={Boolean(error)}
        disabled={disabled}
      />
    </Input.Wrapper>
  );
}

/** "Use a recovery code" and back: switching empties both fields and their errors. */
export function SecondFactorSwitch({
  factor,
  onSwitch,
}: {
  factor: SecondFactor;
  onSwitch: (factor: SecondFactor) => void;
}) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => onSwitch(factor === "code" ? "recovery_code" : "code")}
    >
      {factor === "code" ? t("twoFactor.useRecoveryCode") : t("twoFactor.useCode")}
    </Anchor>
  );
}
