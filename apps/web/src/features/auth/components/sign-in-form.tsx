import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { type CurrentUser, paths, type SignInBody } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { PasswordField } from "../../../components/forms/password-field";
import { formErrorText } from "../../../i18n/form-errors";
import { useSignIn } from "../api/sign-in";
import { readSignInFailure, type SignInFailure } from "../sign-in-failure";
import type { validateSignIn } from "../sign-in-validation";

// The check loads when the form is first focused (a field, the button): the
// form is drawn and usable without zod (docs/performance.md "JavaScript before
// sign-in"), and no error shows before a field is left or the form sent.
const loadValidation = () => import("../sign-in-validation").then((module) => module.validateSignIn);

interface SignInFormProps {
  onSignedIn: (user: CurrentUser) => void;
  /** The password was right and a second factor is asked; `email` is kept for a way back. */
  onTwoFactorRequired: (challenge: TwoFactorChallenge, email: string) => void;
  /** Kept while the card switches to the code step and back. */
  initialEmail?: string;
}

type RefusedReason = Extract<SignInFailure, { kind: "refused" }>["reason"];
/** What the code step needs: the factor asked for and, for a mailed code, when a new one may be asked. */
export type TwoFactorChallenge = Omit<Extract<SignInFailure, { kind: "twoFactor" }>, "kind">;
type Field = "email" | "password";

/**
 * The sign-in page is the one screen whose weight every visit pays, so this
 * form keeps its state itself rather than loading a form library (see
 * docs/performance.md); it validates with the same domain schema as the server.
 */
/** Login (docs/product.md#accounts-passwords): email and password; errors show once a field is left or the form sent. */
export function SignInForm({ onSignedIn, onTwoFactorRequired, initialEmail = "" }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [refusal, setRefusal] = useState<{ reason: RefusedReason } | { error: unknown } | null>(null);
  const [values, setValues] = useState<SignInBody>({ email: initialEmail, password: "", remember_me: false });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  // Set by the server's answer; cleared when the field changes.
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, ReactNode>>>({});

  const [validate, setValidate] = useState<typeof validateSignIn>();
  const startValidation = () => {
    if (!validate) void loadValidation().then((loaded) => setValidate(() => loaded));
  };
  const validation = validate?.(values);
  const schemaErrors = validation && !validation.success ? validation.errors : {};
  const errorOf = (field: Field): ReactNode =>
    serverErrors[field] ?? (touched[field] ? formErrorText(schemaErrors[field]?.[0]) : undefined);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const leave = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    const check = validate ?? (await loadValidation());
    if (!validate) setValidate(() => check);
    const checked = check(values);
    if (!checked.success) return;
    setRefusal(null);
    signIn.mutate(checked.data, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const failure = readSignInFailure(error);
        switch (failure.kind) {
          case "twoFactor":
            onTwoFactorRequired({ method: failure.method, resendAvailableIn: failure.resendAvailableIn }, values.email);
            return;
          case "credentials":
            // docs/product.md#errors: "invalid credentials on both email and password": both
            // fields are marked, the sentence is said once, under the password.
            setServerErrors({ email: true, password: t(`login.error.${failure.reason}`) });
            return;
          case "refused":
            setRefusal({ reason: failure.reason });
            return;
          case "failed":
            setRefusal({ error: failure.error });
        }
      },
    });
  };

  return (
    <form onSubmit={submit} onFocus={startValidation} noValidate>
      <Stack gap="md">
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {"reason" in refusal ? t(`login.error.${refusal.reason}`) : apiErrorMessage(refusal.error, t)}
          </Alert>
        )}
        <TextInput
          label={t("login.email")}
          type="email"
          autoComplete="username"
          required
          value={values.email}
          onChange={(event) => change("email", event.currentTarget.value)}
          onBlur={() => leave("email")}
          error={errorOf("email")}
        />
        <PasswordField
          label={t("login.password")}
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => change("password", event.currentTarget.value)}
          onBlur={() => leave("password")}
          error={errorOf("password")}
        />
        <Group justify="space-between" gap="sm">
          <Checkbox
            label={t("login.rememberMe")}
            checked={values.remember_me ?? false}
            onChange={(event) => {
              const rememberMe = event.currentTarget.checked;
              setValues((current) => ({ ...current, remember_me: rememberMe }));
            }}
          />
          <Anchor component={Link} to={paths.passwordReset} size="sm">
            {t("login.forgotPassword")}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          {t("login.submit")}
        </Button>
      </Stack>
    </form>
  );
}
