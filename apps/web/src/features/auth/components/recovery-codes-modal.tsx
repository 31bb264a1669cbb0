import { Alert, Modal, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { recoveryCodesRegenerateBodySchema } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { translatedInputErrors } from "../../../i18n/form-errors";
import { useRegenerateRecoveryCodes } from "../api/regenerate-recovery-codes";
import { PasswordConfirmedActions } from "./password-confirmed-actions";
import { RecoveryCodesView } from "./recovery-codes-view";

interface RecoveryCodesModalProps {
  /** The account's address, named in the codes' file. */
  email: string;
  onClose: () => void;
}

/**
 * New recovery codes (docs/security.md "Two-factor sign-in"): the password is asked, then the
 * ten new codes replace the old ones and are shown once; closing waits for "I have saved them".
 */
export function RecoveryCodesModal({ email, onClose }: RecoveryCodesModalProps) {
  const { t } = useTranslation();
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[]>();
  const form = useForm({
    initialValues: { current_password: "" },
    validate: schemaResolver(recoveryCodesRegenerateBodySchema, { sync: true }),
    enhanceGetInputProps: translatedInputErrors(),
  });

  const submit = form.onSubmit((values) => {
    regenerate.mutate(recoveryCodesRegenerateBodySchema.parse(values), {
      onSuccess: ({ recovery_codes }) => setCodes(recovery_codes),
      onError: (error) => {
        const key = isApiError(error) ? error.errors.current_password?.[0] : undefined;
        if (key) form.setFieldError("current_password", key);
      },
    });
  });
  const isFieldRefusal = isApiError(regenerate.error) && Boolean(regenerate.error.errors.current_password);
  const isHoldingCodes = codes !== undefined;

  return (
    <Modal
      opened
      onClose={isHoldingCodes ? () => undefined : onClose}
      withCloseButton={!isHoldingCodes}
      closeOnEscape={!isHoldingCodes}
      closeOnClickOutside={!isHoldingCodes}
      title={t("account.twoFactor.regenerate.title")}
      size="lg"
      centered
    >
      {isHoldingCodes ? (
        <RecoveryCodesView codes={codes} email={email} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{t("account.twoFactor.regenerate.text")}</Text>
            {regenerate.isError && !isFieldRefusal && (
              <Alert color="red" variant="light" role="alert">
                {apiErrorMessage(regenerate.error, t)}
              </Alert>
            )}
            <PasswordConfirmedActions
              password={form.getInputProps("current_password")}
              submitLabel={t("account.twoFactor.regenerate.submit")}
              pending={regenerate.isPending}
              onCancel={onClose}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
