import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import { paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { useConfirmEmailChange } from "../api/confirm-email-change";
import { AuthCard } from "./auth-card";

/**
 * /account/email/confirm/{token}: following the link confirms the new
 * address at once (the page, not the mail's GET, makes the call, so a mail
 * scanner opening the link changes nothing). Success, or why not: the link
 * expired or was used (404), the address was taken meanwhile (422).
 */
export function EmailConfirmCard({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);

  return (
    <AuthCard title={t("emailConfirm.title")}>
      {confirm.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status">
            {t("emailConfirm.done", { email: confirm.data.email })}
          </Alert>
          <Button component={Link} to={paths.login} size="md" fullWidth>
            {t("passwordReset.signIn")}
          </Button>
        </Stack>
      ) : confirm.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {failureMessage(confirm.error, t)}
          </Alert>
          <Button component={Link} to={paths.login} variant="light" size="md" fullWidth>
            {t("passwordReset.backToLogin")}
          </Button>
        </Stack>
      ) : (
        <Center py="xl" role="status" aria-label={t("shell.loading")}>
          <Loader type="dots" />
        </Center>
      )}
    </AuthCard>
  );
}

function failureMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.code === "NOT_FOUND") return t("emailConfirm.expired");
  if (isApiError(error) && error.code === "INVALID_PARAMETERS") return t("emailConfirm.taken");
  return apiErrorMessage(error, t);
}
