import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { passwordResetRequestBodySchema, paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { translatedInputErrors } from "../../../i18n/form-errors";
import { type PasswordResetRequestBody, useRequestPasswordReset } from "../api/request-password-reset";

/** /account/password/reset: the address to mail a reset link to. */
export function PasswordResetRequestForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestBody>({
    initialValues: { user: { email: "" } },
    validate: schemaResolver(passwordResetRequestBodySchema, { sync: true }),
    validateInputOnBlur: true,
    enhanceGetInputProps: translatedInputErrors(),
  });

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {t("passwordReset.requestSent", { email: request.variables.user.email })}
        </Alert>
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t("passwordReset.backToLogin")}
        </Anchor>
      </Stack>
    );
  }

  const submit = form.onSubmit((values) => {
    request.mutate(passwordResetRequestBodySchema.parse(values), {
      onError: (error) => {
        // "Ask reset failure: email not found" (docs/product.md#errors).
        if (isApiError(error) && error.code === "NOT_FOUND")
          form.setFieldError("user.email", "passwordReset.emailNotFound");
      },
    });
  });
  const isUnexpected = request.isError && !(isApiError(request.error) && request.error.code === "NOT_FOUND");

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t("passwordReset.requestIntro")}</Text>
        {isUnexpected && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(request.error, t)}
          </Alert>
        )}
        <TextInput
          label={t("login.email")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("user.email")}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t("passwordReset.requestSubmit")}
        </Button>
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t("passwordReset.backToLogin")}
        </Anchor>
      </Stack>
    </form>
  );
}
