import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import type { CurrentUser, TwoFactorMethod } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { formErrorText } from "../../../i18n/form-errors";
import { useResendTwoFactorCode } from "../api/resend-two-factor-code";
import { useVerifyTwoFactorCode } from "../api/verify-two-factor-code";
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

interface TwoFactorFormProps {
  /** The factor the sign-in answer asked for (`two_factor_method`). */
  method: TwoFactorMethod;
  /** From the sign-in answer, when the server says how long before a new code may be asked. */
  resendAvailableIn: number | undefined;
  onSignedIn: (user: CurrentUser) => void;
  /** Back to email and password; `expired` when the pending sign-in is gone, `locked` when wrong codes locked the account. */
  onRestart: (reason?: "expired" | "locked") => void;
}

type Notice = { kind: "resent" } | { kind: "wait" | "error"; message: string };

const noticeColors: Record<Notice["kind"], string> = { resent: "teal", wait: "ocean", error: "red" };

/**
 * The second step of sign-in (docs/security.md "Two-factor sign-in"): the 6-digit code mailed to
 * the user or shown by their authenticator app, or one of their recovery codes in its place.
 */
export function TwoFactorForm({ method, resendAvailableIn, onSignedIn, onRestart }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactorCode();
  const resend = useResendTwoFactorCode();
  const countdown = useCountdown(resendAvailableIn ?? 0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [factor, setFactor] = useState<SecondFactor>("code");
  // Five wrong codes end the pending sign-in: only going back helps.
  const [isLockedOut, setIsLockedOut] = useState(false);
  const form = useSecondFactorForm(factor);

  const submit = form.onSubmit((values) => {
    const checked = checkSecondFactor(factor, values);
    if (!checked.success) return;
    setNotice(null);
    verify.mutate(checked.body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          onRestart(error.details.reason === "locked" ? "locked" : "expired");
          return;
        }
        if (isApiError(error) && error.code === "TOO_MANY_REQUESTS") {
          setNotice({ kind: "error", message: apiErrorMessage(error, t) });
          return;
        }
        // A new attempt starts from an empty field (emptying it first, as a
        // change clears the field's error).
        form.setFieldValue(factor, "");
        const key = refusedFactorKey(error, factor);
        if (key) form.setFieldError(factor, key);
        else setNotice({ kind: "error", message: t("twoFactor.verification_error") });
        if (key === "twoFactor.max_attempts") setIsLockedOut(true);
      },
    });
  });

  const switchFactor = (next: SecondFactor) => {
    setNotice(null);
    form.reset();
    setFactor(next);
  };

  const askForNewCode = () => {
    setNotice(null);
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        countdown.start(secondsIn(answer.resend_available_in) ?? 0);
        form.clearErrors();
        setNotice({ kind: "resent" });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          onRestart("expired");
          return;
        }
        if (isApiError(error) && error.code === "TOO_MANY_REQUESTS") {
          setNotice({ kind: "error", message: apiErrorMessage(error, t) });
          return;
        }
        const wait = isApiError(error) ? secondsIn(error.details.resend_available_in) : undefined;
        if (wait !== undefined) countdown.start(wait);
        const key = isApiError(error) ? error.errors.code?.[0] : undefined;
        setNotice({
          // Asked too soon is no failure: the countdown says when.
          kind: wait === undefined ? "error" : "wait",
          message: String(formErrorText(key ?? "twoFactor.resend_failed")),
        });
      },
    });
  };

  const prompt =
    factor === "recovery_code"
      ? t("twoFactor.recoveryPrompt")
      : method === "authenticator"
        ? t("twoFactor.authenticatorPrompt")
        : t("login.error.two_factor_required");
  // Only a mailed code can be sent again; an app shows a new one every 30 seconds.
  const canResend = method === "mail" && factor === "code";

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{prompt}</Text>
        {notice && (
          <Alert color={noticeColors[notice.kind]} variant="light" role="alert">
            {notice.kind === "resent" ? t("twoFactor.resent") : notice.message}
          </Alert>
        )}
        <SecondFactorField
          key={factor}
          factor={factor}
          form={form}
          onComplete={() => submit()}
          disabled={verify.isPending || isLockedOut}
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending} disabled={isLockedOut}>
          {t("twoFactor.submit")}
        </Button>
        {!isLockedOut && <SecondFactorSwitch factor={factor} onSwitch={switchFactor} />}
        <Group justify="space-between" gap="sm">
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
            {t("twoFactor.back")}
          </Anchor>
          {canResend && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={askForNewCode}
              loading={resend.isPending}
              disabled={countdown.remaining > 0 || isLockedOut}
            >
              {countdown.remaining > 0
                ? t("twoFactor.resendIn", { seconds: countdown.remaining })
                : t("twoFactor.resend")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
