import { Anchor, Notification, Text } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { betaNoticeAutoCloseMs, shouldShowBetaNotice } from "@ondine/domain";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { homeStorageKeys } from "../home-storage-keys";

/**
 * Beta notice (docs/product.md#accounts-beta): tells of the beta console, at most 3 times (the
 * closes are counted in local storage), and closes by itself after 10 s;
 * each close, by hand or by itself, counts.
 */
export function BetaNotice({ betaUrl }: { betaUrl: string }) {
  const { t } = useTranslation();
  const [closes, setCloses] = useLocalStorage({
    key: homeStorageKeys.betaNoticeCloses,
    defaultValue: 0,
    getInitialValueInEffect: false,
  });
  // Decided once, when the home opens: closing it must not bring the next one at once.
  const [isOpen, setIsOpen] = useState(() => shouldShowBetaNotice(closes));

  const close = useCallback(() => {
    setIsOpen(false);
    setCloses((count) => count + 1);
  }, [setCloses]);

  useEffect(() => {
    if (!isOpen) return;
    const timer = window.setTimeout(close, betaNoticeAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [isOpen, close]);

  if (!isOpen) return null;
  return (
    <Notification
      title={t("home.beta.title")}
      onClose={close}
      closeButtonProps={{ "aria-label": t("home.beta.close") }}
      color="coral"
      withBorder
      role="status"
    >
      <Text size="sm">
        {t("home.beta.text")}{" "}
        <Anchor href={betaUrl} fw={600} size="sm">
          {t("home.beta.link")}
        </Anchor>
      </Text>
    </Notification>
  );
}
