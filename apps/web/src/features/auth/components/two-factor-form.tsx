import { Alert, Anchor, Button, Group, Input, PinInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type CurrentUser, twoFactorCodeBodySchema, twoFactorCodeLength } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { formErrorText, translatedInputErrors } from "../../../i18n/form-errors";
import { useResendTwoFactorCode } from "../api/resend-two-factor-code";
import { useVerifyTwoFactorCode } from "../api/verify-two-factor-code";
import { secondsIn } from "../sign-in-failure";
import { useCountdown } from "../use-countdown";

interface TwoFactorFormProps {
  /** From the sign-in answer, when the server says how long before a new code may be asked. */
  resendAvailableIn: number | undefined;
  onSignedIn: (user: CurrentUser) => void;
  /** Back to email and password; `expired` when the pending sign-in is gone, `locked` when wrong codes locked the account. */
  onRestart: (reason?: "expired" | "locked") => void;
}

type Notice = { kind: "resent" } | { kind: "wait" | "error"; message: string };

const noticeColors: Record<Notice["kind"], string> = { resent: "teal", wait: "ocean", error: "red" };

/** The second step of sign-in ("2FA", docs/product.md#errors): the 6-digit code mailed to the user. */
export function TwoFactorForm({ resendAvailableIn, onSignedIn, onRestart }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactorCode();
  const resend = useResendTwoFactorCode();
  const countdown = useCountdown(resendAvailableIn ?? 0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm({
    initialValues: { code: "" },
    validate: schemaResolver(twoFactorCodeBodySchema, { sync: true }),
    enhanceGetInputProps: translatedInputErrors(),
  });

  const submit = form.onSubmit((values) => {
    setNotice(null);
    verify.mutate(twoFactorCodeBodySchema.parse(values), {
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
        // A new attempt starts from empty boxes (emptying them first, as a
        // change clears the field's error).
        form.setFieldValue("code", "");
        const codeError = isApiError(error) ? error.errors.code?.[0] : undefined;
        if (codeError) form.setFieldError("code", codeError);
        else setNotice({ kind: "error", message: t("twoFactor.verification_error") });
      },
    });
  });

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

  const codeError = form.getInputProps("code").error;
  const isLockedOut = form.errors.code === "twoFactor.max_attempts";

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t("login.error.two_factor_required")}</Text>
        {notice && (
          <Alert color={noticeColors[notice.kind]} variant="light" role="alert">
            {notice.kind === "resent" ? t("twoFactor.resent") : notice.message}
          </Alert>
        )}
        <Input.Wrapper label={t("twoFactor.codeLabel")} labelElement="div" error={codeError}>
          <PinInput
            length={twoFactorCodeLength}
            type="number"
            oneTimeCode
            autoFocus
            size="lg"
            mt={6}
            ariaLabel={t("twoFactor.codeLabel")}
            value={form.values.code}
            onChange={(code) => form.setFieldValue("code", code)}
            onComplete={() => submit()}
            error={Boolean(codeError)}
            disabled={verify.isPending || isLockedOut}
          />
        </Input.Wrapper>
        <Button type="submit" size="md" fullWidth loading={verify.isPending} disabled={isLockedOut}>
          {t("twoFactor.submit")}
        </Button>
        <Group justify="space-between" gap="sm">
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
            {t("twoFactor.back")}
          </Anchor>
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
        </Group>
      </Stack>
    </form>
  );
}
