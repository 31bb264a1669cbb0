import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { passwordMinLength, passwordResetBodySchema, paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { translatedInputErrors } from "../../../i18n/form-errors";
import { type PasswordResetBody, useResetPassword } from "../api/reset-password";
import { NewPasswordFields } from "./new-password-fields";

interface PasswordResetFormProps {
  /** The token of the mailed link. */
  token: string;
}

/** /account/password/reset/{token}: the new password. */
export function PasswordResetForm({ token }: PasswordResetFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm<PasswordResetBody>({
    initialValues: { user: { password: "", password_confirmation: "", reset_password_token: token } },
    validate: schemaResolver(passwordResetBodySchema, { sync: true }),
    validateInputOnBlur: true,
    enhanceGetInputProps: translatedInputErrors({ "user.password": { min: passwordMinLength } }),
  });

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {t("passwordReset.done")}
        </Alert>
        <Button component={Link} to={paths.login} size="md" fullWidth>
          {t("passwordReset.signIn")}
        </Button>
      </Stack>
    );
  }

  // docs/product.md#errors: NOT_AUTHORIZED is an invalid (or expired) link; anything else a generic message with its code.
  const isInvalidToken = isApiError(reset.error) && reset.error.code === "NOT_AUTHORIZED";
  const failureCode = isApiError(reset.error) ? reset.error.code : "UNKNOWN_ERROR";

  return (
    <form onSubmit={form.onSubmit((values) => reset.mutate(passwordResetBodySchema.parse(values)))} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t("passwordReset.newPasswordIntro")}</Text>
        {reset.isError && (
          <Alert color="red" variant="light" role="alert">
            {isInvalidToken ? (
              <>
                {t("passwordReset.invalidToken")} {/* The token is dropped, or the link would reopen this same page. */}
                <Anchor
                  inherit
                  renderRoot={(props) => <Link {...props} to={paths.passwordReset} params={{ token: undefined }} />}
                >
                  {t("passwordReset.askAgain")}
                </Anchor>
              </>
            ) : (
              t("auth.failedWithCode", { code: failureCode })
            )}
          </Alert>
        )}
        <NewPasswordFields
          password={form.getInputProps("user.password")}
          confirmation={form.getInputProps("user.password_confirmation")}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t("passwordReset.submit")}
        </Button>
      </Stack>
    </form>
  );
}
