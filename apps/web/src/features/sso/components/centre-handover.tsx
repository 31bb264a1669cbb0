import { Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * docs/product.md#accounts-sso /account/identity_provider?action=auth, signed in: the browser
 * leaves for the centre's address (an API hand-over page, outside this
 * single-page app, hence a full page load).
 */
export function CentreHandover({ address }: { address: string }) {
  const { t } = useTranslation();
  const hasLeft = useRef(false);

  useEffect(() => {
    // Once, though React runs effects twice in development.
    if (hasLeft.current) return;
    hasLeft.current = true;
    window.location.assign(address);
  }, [address]);

  return (
    <Stack align="center" justify="center" gap="md" mih="50vh" role="status">
      <Loader type="dots" />
      <Text c="dimmed">{t("sso.entry.leaving")}</Text>
    </Stack>
  );
}
