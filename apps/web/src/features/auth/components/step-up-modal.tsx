import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { TwoFactorMethod } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { formErrorText } from "../../../i18n/form-errors";
import { currentUserQueryOptions } from "../api/current-user-options";
import { useSendStepUpCode } from "../api/send-step-up-code";
import { useVerifyStepUp } from "../api/verify-step-up";
import { secondsIn } from "../sign-in-failure";
import { useCountdown } from "../use-countdown";
import {
  checkSecondFactor,
  refusedFactorKey,
  type SecondFactor,
  SecondFactorField,
  SecondFactorSwitch,
  useSecondFactorForm,
} from "./second-factor-field";

interface StepUpModalProps {
  /** The factor the refusal asked for (`two_factor_method`). */
  method: TwoFactorMethod;
  /** The factor was accepted: the call is made again. */
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * Step-up (docs/security.md "Step-up"): the second factor again before a sensitive call. By mail,
 * a code is sent on request first; the app's code, or a recovery code, is typed at once.
 */
export function StepUpModal({ method, onConfirmed, onCancel }: StepUpModalProps) {
  const { t } = useTranslation();
  const verify = useVerifyStepUp();
  const send = useSendStepUpCode();
  const countdown = useCountdown();
  const [factor, setFactor] = useState<SecondFactor>("code");
  const [isCodeSent, setIsCodeSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The wrong code that locks the account ends the session too (401): nothing more to type here.
  const [isSessionEnded, setIsSessionEnded] = useState(false);
  const queryClient = useQueryClient();
  const form = useSecondFactorForm(factor);

  const endedSession = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return false;
    setIsSessionEnded(true);
    setFailure(error.details.reason === "locked" ? t("login.error.locked") : t("login.error.session_expired"));
    return true;
  };

  const cancel = () => {
    onCancel();
    // Read again, the user answers 401 and the console goes to the sign-in page.
    if (isSessionEnded) void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  };

  const submit = form.onSubmit((values) => {
    const checked = checkSecondFactor(factor, values);
    if (!checked.success) return;
    setFailure(null);
    verify.mutate(checked.body, {
      onSuccess: onConfirmed,
      onError: (error) => {
        if (endedSession(error)) return;
        const key = refusedFactorKey(error, factor);
        if (key && !(isApiError(error) && error.code === "TOO_MANY_REQUESTS")) {
          form.setFieldValue(factor, "");
          form.setFieldError(factor, key);
          return;
        }
        setFailure(
          isApiError(error) && error.status !== 422 ? apiErrorMessage(error, t) : t("twoFactor.verification_error"),
        );
      },
    });
  });

  const sendCode = () => {
    setFailure(null);
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setIsCodeSent(true);
        countdown.start(secondsIn(answer.resend_available_in) ?? 0);
      },
      onError: (error) => {
        if (endedSession(error)) return;
        const wait = isApiError(error) ? secondsIn(error.details.resend_available_in) : undefined;
        if (wait !== undefined) {
          // Asked too soon: a code was sent a moment ago, which is the one to type.
          setIsCodeSent(true);
          countdown.start(wait);
          return;
        }
        const key = isApiError(error) ? error.errors.code?.[0] : undefined;
        setFailure(key ? String(formErrorText(key)) : apiErrorMessage(error, t));
      },
    });
  };

  const switchFactor = (next: SecondFactor) => {
    setFailure(null);
    form.reset();
    setFactor(next);
  };

  // By mail, the field comes once a code is on its way; a recovery code is typed at once.
  const asksToSend = method === "mail" && factor === "code" && !isCodeSent;
  const prompt =
    factor === "recovery_code"
      ? t("twoFactor.recoveryPrompt")
      : method === "authenticator"
        ? t("twoFactor.authenticatorPrompt")
        : isCodeSent
          ? t("stepUp.mailCodeText")
          : t("stepUp.mailText");

  return (
    <Modal opened onClose={cancel} title={t("stepUp.title")} size="md" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t("stepUp.intro")}</Text>
          <Text c="dimmed">{prompt}</Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          {isSessionEnded ? null : asksToSend ? (
            <Button onClick={sendCode} loading={send.isPending} style={{ alignSelf: "flex-start" }}>
              {t("stepUp.send")}
            </Button>
          ) : (
            <SecondFactorField
              key={factor}
              factor={factor}
              form={form}
              onComplete={() => submit()}
              disabled={verify.isPending}
            />
          )}
          {!isSessionEnded && (
            <Group justify="space-between" gap="sm">
              <SecondFactorSwitch factor={factor} onSwitch={switchFactor} />
              {method === "mail" && factor === "code" && isCodeSent && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={sendCode}
                  loading={send.isPending}
                  disabled={countdown.remaining > 0}
                >
                  {countdown.remaining > 0
                    ? t("twoFactor.resendIn", { seconds: countdown.remaining })
                    : t("twoFactor.resend")}
                </Button>
              )}
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {t("stepUp.cancel")}
            </Button>
            {!asksToSend && !isSessionEnded && (
              <Button type="submit" loading={verify.isPending}>
                {t("stepUp.submit")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
