import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useIsWaitingForService } from "../../api/use-is-waiting-for-service";

const noticeId = "service-briefly-unavailable";

/**
 * While the console retries reads that the server answered 503
 * DATABASE_UNAVAILABLE or SERVER_BUSY (docs/operations.md#database-faults),
 * one polite status among its notices: nothing is blocked, and it leaves by
 * itself once an answer comes back (or the retries give up, and the screen
 * shows its own error). Mounted once, beside the notices.
 */
export function ServiceUnavailableNotice() {
  const { t } = useTranslation();
  const isWaiting = useIsWaitingForService();

  useEffect(() => {
    if (!isWaiting) return;
    notifications.show({
      id: noticeId,
      message: t("notices.serviceUnavailable"),
      role: "status",
      color: "yellow",
      loading: true,
      autoClose: false,
      closeButtonProps: { "aria-label": t("notices.close") },
    });
    return () => {
      notifications.hide(noticeId);
    };
  }, [isWaiting, t]);

  return null;
}
