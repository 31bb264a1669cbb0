import { Alert, Modal, Radio, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type TwoFactorMethod, type TwoFactorState, twoFactorSettingBodySchema } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { translatedInputErrors } from "../../../i18n/form-errors";
import { useUpdateTwoFactorMethod } from "../api/update-two-factor-method";
import { PasswordConfirmedActions } from "./password-confirmed-actions";

/** A radio's value: the method, or `off` for none (`null` in the body). */
type MethodChoice = TwoFactorMethod | "off";

interface MethodFormValues {
  method: MethodChoice;
  current_password: string;
}

const bodyOf = ({ method, current_password }: MethodFormValues) => ({
  method: method === "off" ? null : method,
  current_password,
});

interface TwoFactorMethodModalProps {
  state: TwoFactorState;
  onClose: () => void;
  /** The method was changed: the page says so. */
  onUpdated: () => void;
}

/**
 * The switch (docs/security.md "Two-factor sign-in"): off, by mail, or by the authenticator once
 * one is confirmed; the password is asked. Off is not offered where an organism requires
 * two-factor, and says why.
 */
export function TwoFactorMethodModal({ state, onClose, onUpdated }: TwoFactorMethodModalProps) {
  const { t } = useTranslation();
  const update = useUpdateTwoFactorMethod();
  const form = useForm<MethodFormValues>({
    initialValues: { method: state.method ?? "off", current_password: "" },
    validate: (values) => schemaResolver(twoFactorSettingBodySchema, { sync: true })(bodyOf(values)),
    enhanceGetInputProps: translatedInputErrors(),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(twoFactorSettingBodySchema.parse(bodyOf(values)), {
      onSuccess: onUpdated,
      onError: (error) => {
        if (!isApiError(error) || error.status !== 422) return;
        for (const field of ["method", "current_password"] as const) {
          const key = error.errors[field]?.[0];
          if (key) form.setFieldError(field, key);
        }
      },
    });
  });
  const isFieldRefusal =
    isApiError(update.error) && Boolean(update.error.errors.method || update.error.errors.current_password);

  return (
    <Modal opened onClose={onClose} title={t("account.twoFactor.switch.title")} size="md" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {update.isError && !isFieldRefusal && (
            <Alert color="red" variant="light" role="alert">
              {apiErrorMessage(update.error, t)}
            </Alert>
          )}
          <Radio.Group label={t("account.twoFactor.switch.methodLabel")} {...form.getInputProps("method")}>
            <Stack gap="sm" mt="xs">
              <Radio
                value="mail"
                label={t("account.twoFactor.switch.mail")}
                description={t("account.twoFactor.switch.mailHint")}
              />
              <Radio
                value="authenticator"
                label={t("account.twoFactor.switch.authenticator")}
                description={
                  state.authenticator_confirmed
                    ? t("account.twoFactor.switch.authenticatorHint")
                    : t("account.twoFactor.switch.authenticatorMissing")
                }
                disabled={!state.authenticator_confirmed}
              />
              <Radio
                value="off"
                label={t("account.twoFactor.switch.off")}
                description={
                  state.required ? t("account.twoFactor.switch.offRequired") : t("account.twoFactor.switch.offHint")
                }
                disabled={state.required}
              />
            </Stack>
          </Radio.Group>
          <PasswordConfirmedActions
            password={form.getInputProps("current_password")}
            submitLabel={t("account.twoFactor.switch.submit")}
            pending={update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
