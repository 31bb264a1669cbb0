import { Alert, Button, Center, Code, CopyButton, Group, Loader, Modal, Stack, Stepper, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { authenticatorConfirmBodySchema } from "@ondine/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { PasswordField } from "../../../components/forms/password-field";
import { translatedInputErrors } from "../../../i18n/form-errors";
import { useConfirmAuthenticator } from "../api/confirm-authenticator";
import { useEnrolAuthenticator } from "../api/enrol-authenticator";
import { AuthenticatorQrCode } from "./authenticator-qr-code";
import { RecoveryCodesView } from "./recovery-codes-view";
import { refusedFactorKey, SecondFactorField, type SecondFactorValues } from "./second-factor-field";

/** The key as an app asks for it, in groups of 4 that are easier to copy by hand: `JBSW Y3DP EHPK 3PXP`. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

interface AuthenticatorEnrolmentModalProps {
  /** The account's address, named in the recovery codes' file. */
  email: string;
  onClose: () => void;
}

/** The confirm step's fields: the app's first code and the account's password. */
interface ConfirmValues extends SecondFactorValues {
  current_password: string;
}

/**
 * Setting up an authenticator app (docs/security.md "Two-factor sign-in"): a new secret drawn as a
 * QR code and given as text, the app's first code with the password to put it in force (a stolen
 * session alone cannot), then the recovery codes, shown once: the modal only closes once the user
 * says they saved them.
 */
export function AuthenticatorEnrolmentModal({ email, onClose }: AuthenticatorEnrolmentModalProps) {
  const { t } = useTranslation();
  const enrol = useEnrolAuthenticator();
  const confirm = useConfirmAuthenticator();
  const [step, setStep] = useState<"scan" | "confirm">("scan");
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const form = useForm<ConfirmValues>({
    // Named: the account page's password form has a `current_password` too, and getInputNode looks
    // the field up in the whole document.
    name: "authenticator-confirm",
    initialValues: { code: "", recovery_code: "", current_password: "" },
    validate: schemaResolver(authenticatorConfirmBodySchema, { sync: true }),
    enhanceGetInputProps: translatedInputErrors(),
  });

  // One secret per opening: React's development double effect would otherwise draw two.
  const hasAsked = useRef(false);
  const { mutate: startEnrolment } = enrol;
  useEffect(() => {
    if (hasAsked.current) return;
    hasAsked.current = true;
    startEnrolment();
  }, [startEnrolment]);

  const submit = form.onSubmit((values) => {
    confirm.mutate(authenticatorConfirmBodySchema.parse(values), {
      onSuccess: ({ recovery_codes }) => setRecoveryCodes(recovery_codes),
      onError: (error) => {
        const passwordKey = isApiError(error) ? error.errors.current_password?.[0] : undefined;
        if (passwordKey) form.setFieldError("current_password", passwordKey);
        const codeKey = refusedFactorKey(error, "code");
        if (!codeKey) return;
        form.setFieldValue("code", "");
        form.setFieldError("code", codeKey);
      },
    });
  });
  const isFieldRefusal =
    refusedFactorKey(confirm.error, "code") !== undefined ||
    (isApiError(confirm.error) && Boolean(confirm.error.errors.current_password));
  const confirmFailure = confirm.isError && !isFieldRefusal ? confirm.error : undefined;
  // A complete code sends the form once the password is typed; until then it moves on to the password.
  const completeCode = () => {
    if (form.getValues().current_password === "") form.getInputNode("current_password")?.focus();
    else submit();
  };

  // Shown once: no way out (Escape, a click beside, the cross) until the user says they saved them.
  const isHoldingCodes = recoveryCodes !== undefined;
  const activeStep = isHoldingCodes ? 2 : step === "scan" ? 0 : 1;

  return (
    <Modal
      opened
      onClose={isHoldingCodes ? () => undefined : onClose}
      withCloseButton={!isHoldingCodes}
      closeOnEscape={!isHoldingCodes}
      closeOnClickOutside={!isHoldingCodes}
      title={t("account.twoFactor.enrol.title")}
      size="lg"
      centered
    >
      <Stepper active={activeStep} size="sm" mb="lg">
        <Stepper.Step label={t("account.twoFactor.enrol.stepScan")} />
        <Stepper.Step label={t("account.twoFactor.enrol.stepConfirm")} />
        <Stepper.Step label={t("account.twoFactor.enrol.stepSave")} />
      </Stepper>

      {isHoldingCodes ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status">
            {t("account.twoFactor.enrol.done")}
          </Alert>
          <RecoveryCodesView codes={recoveryCodes} email={email} onClose={onClose} />
        </Stack>
      ) : step === "confirm" ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{t("account.twoFactor.enrol.confirmText")}</Text>
            {confirmFailure !== undefined && (
              <Alert color="red" variant="light" role="alert">
                {isApiError(confirmFailure) && confirmFailure.status === 422
                  ? t("twoFactor.verification_error")
                  : apiErrorMessage(confirmFailure, t)}
              </Alert>
            )}
            <SecondFactorField factor="code" form={form} onComplete={completeCode} disabled={confirm.isPending} />
            <PasswordField
              label={t("account.twoFactor.password")}
              autoComplete="current-password"
              required
              disabled={confirm.isPending}
              {...form.getInputProps("current_password")}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep("scan")}>
                {t("account.twoFactor.enrol.back")}
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                {t("account.twoFactor.enrol.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : enrol.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(enrol.error, t)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("account.twoFactor.cancel")}
            </Button>
            <Button onClick={() => startEnrolment()}>{t("account.retry")}</Button>
          </Group>
        </Stack>
      ) : enrol.data ? (
        <Stack gap="md">
          <Text>{t("account.twoFactor.enrol.scanText")}</Text>
          <Center>
            <AuthenticatorQrCode address={enrol.data.otpauth_url} />
          </Center>
          <Text size="sm">{t("account.twoFactor.enrol.manualText")}</Text>
          <Group gap="sm" wrap="wrap">
            <Code fz="md" aria-label={t("account.twoFactor.enrol.secretLabel")} style={{ wordBreak: "break-word" }}>
              {groupedSecret(enrol.data.secret)}
            </Code>
            <CopyButton value={enrol.data.secret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" color={copied ? "teal" : undefined} onClick={copy}>
                  {copied ? t("account.twoFactor.enrol.copied") : t("account.twoFactor.enrol.copyKey")}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("account.twoFactor.cancel")}
            </Button>
            <Button onClick={() => setStep("confirm")}>{t("account.twoFactor.enrol.next")}</Button>
          </Group>
        </Stack>
      ) : (
        <Center py="xl" role="status" aria-label={t("shell.loading")}>
          <Loader type="dots" />
        </Center>
      )}
    </Modal>
  );
}
