import { Alert, Button, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { passwordMinLength, type UpdatePasswordBody, updatePasswordBodySchema } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { PasswordField } from "../../../components/forms/password-field";
import { translatedInputErrors } from "../../../i18n/form-errors";
import { useUpdatePassword } from "../api/update-password";
import { NewPasswordFields } from "./new-password-fields";

const emptyForm: UpdatePasswordBody = { current_password: "", user: { password: "", password_confirmation: "" } };

/** Change password (docs/product.md#errors): a wrong current password says so; success says the password changed. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const form = useForm<UpdatePasswordBody>({
    initialValues: emptyForm,
    validate: schemaResolver(updatePasswordBodySchema, { sync: true }),
    validateInputOnBlur: true,
    enhanceGetInputProps: translatedInputErrors({ "user.password": { min: passwordMinLength } }),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(updatePasswordBodySchema.parse(values), {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (isApiError(error) && error.status === 422) {
          form.setFieldError("current_password", error.errors.current_password?.[0] ?? "account.password.wrong");
        }
      },
    });
  });
  const isUnexpected = update.isError && !(isApiError(update.error) && update.error.status === 422);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {update.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {t("account.password.updated")}
          </Alert>
        )}
        {isUnexpected && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(update.error, t)}
          </Alert>
        )}
        <PasswordField
          label={t("account.password.current")}
          autoComplete="current-password"
          required
          {...form.getInputProps("current_password")}
        />
        <NewPasswordFields
          password={form.getInputProps("user.password")}
          confirmation={form.getInputProps("user.password_confirmation")}
        />
        <Button type="submit" loading={update.isPending} style={{ alignSelf: "flex-start" }}>
          {t("account.password.submit")}
        </Button>
      </Stack>
    </form>
  );
}
