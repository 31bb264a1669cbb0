import { Alert, Button, Group, Stack } from "@mantine/core";
import { paths } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { useEndImpersonation } from "../api/end-impersonation";
import { useCurrentUser } from "../api/get-current-user";
import { ProgressNotice } from "./progress-notice";

/**
 * /account/reset_logas: back to the admin's own account, cache cleared, then
 * home (docs/product.md#accounts-users). Opened on one's own account there is nothing to end: home
 * without asking the server, which would answer 422.
 */
export function EndImpersonationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const endImpersonation = useEndImpersonation();
  const { mutateAsync } = endImpersonation;
  const hasStarted = useRef(false);

  const end = useCallback(() => {
    mutateAsync().then(
      () => navigate({ to: paths.home, replace: true }),
      (error: unknown) => {
        // 422: no log-as to end (already ended in another tab): home all the same.
        if (isApiError(error) && error.status === 422) {
          queryClient.clear();
          void navigate({ to: paths.home, replace: true });
        }
      },
    );
  }, [mutateAsync, navigate, queryClient]);

  useEffect(() => {
    if (!user || hasStarted.current) return;
    hasStarted.current = true;
    if (user.fake) end();
    else void navigate({ to: paths.home, replace: true });
  }, [user, end, navigate]);

  if (endImpersonation.isError && !(isApiError(endImpersonation.error) && endImpersonation.error.status === 422)) {
    return (
      <Stack maw={520} mx="auto" mt="xl" gap="md">
        <Alert color="red" variant="light" role="alert" title={t("resetLogAs.failed")}>
          {apiErrorMessage(endImpersonation.error, t)}
        </Alert>
        <Group>
          <Button onClick={end}>{t("resetLogAs.retry")}</Button>
          <Button component={Link} to={paths.home} variant="default">
            {t("errors.backHome")}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <ProgressNotice label={t("resetLogAs.inProgress")} />;
}
