import { Alert, Anchor, Button, Center, Loader, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { confirmationBodySchema, passwordMinLength, paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { translatedInputErrors } from "../../../i18n/form-errors";
import { type ConfirmationBody, useConfirmAccount } from "../api/confirm-account";
import { type Confirmation, useConfirmation } from "../api/get-confirmation";
import { NewPasswordFields } from "./new-password-fields";

interface PasswordCreateFormProps {
  /** The confirmation token of the invitation mail. */
  token: string;
}

/**
 * /account/password/create/{token}: a new account's first password. docs/product.md#accounts-passwords
 * "Password create: loading, then created or error".
 */
export function PasswordCreateForm({ token }: PasswordCreateFormProps) {
  const { t } = useTranslation();
  const confirmation = useConfirmation(token);

  if (confirmation.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t("passwordCreate.loading")}>
        <Loader type="dots" />
      </Center>
    );
  }
  if (confirmation.isError) return <ConfirmationFailure error={confirmation.error} />;
  return <CreatePasswordForm token={token} confirmation={confirmation.data} />;
}

function CreatePasswordForm({ token, confirmation }: { token: string; confirmation: Confirmation }) {
  const { t } = useTranslation();
  const confirm = useConfirmAccount();
  const form = useForm<ConfirmationBody>({
    initialValues: { confirmation_token: token, user: { password: "", password_confirmation: "" } },
    validate: schemaResolver(confirmationBodySchema, { sync: true }),
    validateInputOnBlur: true,
    enhanceGetInputProps: translatedInputErrors({ "user.password": { min: passwordMinLength } }),
  });

  if (confirm.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {t("passwordCreate.created")}
        </Alert>
        <Button component={Link} to={paths.login} size="md" fullWidth>
          {t("passwordReset.signIn")}
        </Button>
      </Stack>
    );
  }

  const submit = form.onSubmit((values) =>
    confirm.mutate(confirmationBodySchema.parse(values), {
      onError: (error) => {
        // docs/product.md#errors: WRONG_PARAMETERS is the mismatch, said on the confirmation field.
        if (isApiError(error) && error.code === "WRONG_PARAMETERS") {
          form.setFieldError("user.password_confirmation", "formErrors.equal_to");
        }
      },
    }),
  );
  const isMismatch = isApiError(confirm.error) && confirm.error.code === "WRONG_PARAMETERS";

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t("passwordCreate.intro", { name: confirmation.first_name })}</Text>
        {confirm.isError && !isMismatch && <ConfirmationFailure error={confirm.error} inline />}
        <TextInput
          label={t("login.email")}
          value={confirmation.email}
          readOnly
          variant="filled"
          autoComplete="username"
        />
        <NewPasswordFields
          password={form.getInputProps("user.password")}
          confirmation={form.getInputProps("user.password_confirmation")}
        />
        <Button type="submit" size="md" fullWidth loading={confirm.isPending}>
          {t("passwordCreate.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** Confirmation (docs/product.md#errors): already confirmed, invalid token, or a generic message with the code. */
function ConfirmationFailure({ error, inline = false }: { error: unknown; inline?: boolean }) {
  const { t } = useTranslation();
  const code = isApiError(error) ? error.code : "UNKNOWN_ERROR";
  const message =
    code === "INVALID_PARAMETERS"
      ? t("passwordCreate.alreadyConfirmed")
      : code === "NOT_AUTHORIZED"
        ? t("passwordCreate.invalidToken")
        : t("auth.failedWithCode", { code });
  const alert = (
    <Alert color={code === "INVALID_PARAMETERS" ? "ocean" : "red"} variant="light" role="alert">
      {message}
      {inline && code === "INVALID_PARAMETERS" && (
        <>
          {" "}
          <Anchor component={Link} to={paths.login} inherit>
            {t("passwordReset.signIn")}
          </Anchor>
        </>
      )}
    </Alert>
  );
  if (inline) return alert;
  return (
    <Stack gap="md">
      {alert}
      <Anchor component={Link} to={paths.login}>
        {t("passwordReset.backToLogin")}
      </Anchor>
    </Stack>
  );
}
