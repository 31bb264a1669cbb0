import { Alert, Loader } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { useUnlockAccount } from "../api/unlock-account";

interface UnlockNoticeProps {
  unlockToken: string;
}

/** `/account/login?unlock_token=`: the link of the lock mail unlocks the account, then the form is there. */
export function UnlockNotice({ unlockToken }: UnlockNoticeProps) {
  const { t } = useTranslation();
  const unlock = useUnlockAccount();
  const { mutate } = unlock;
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, though React runs effects twice in development.
    if (sentToken.current === unlockToken) return;
    sentToken.current = unlockToken;
    mutate(unlockToken);
  }, [unlockToken, mutate]);

  if (unlock.isSuccess) {
    return (
      <Alert color="teal" variant="light" role="status">
        {t("login.unlock.success")}
      </Alert>
    );
  }
  if (unlock.isError) {
    const isInvalidLink = isApiError(unlock.error) && unlock.error.status === 401;
    return (
      <Alert color="red" variant="light" role="alert">
        {isInvalidLink ? t("login.unlock.invalid") : apiErrorMessage(unlock.error, t)}
      </Alert>
    );
  }
  return (
    <Alert color="ocean" variant="light" role="status" icon={<Loader size="xs" />}>
      {t("login.unlock.pending")}
    </Alert>
  );
}
