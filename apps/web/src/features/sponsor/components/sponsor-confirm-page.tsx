import { Code, Stack, Text, Title } from "@mantine/core";
import { formatPrintDate, paths } from "@ondine/domain";
import { Navigate, useRouterState } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { sponsorInvalidLinkErrorKey } from "../sponsor-history-state";
import { SponsorCard } from "./sponsor-card";

/** /sponsor/{token}/confirm: docs/product.md#sponsors-link success page; without the previous page's state, the invalid-link page. */
export function SponsorConfirmPage() {
  const { t } = useTranslation();
  const granted = useRouterState({ select: (state) => state.location.state.sponsoredCoupon });
  if (!granted) return <Navigate to={paths.error} params={{ errorKey: sponsorInvalidLinkErrorKey }} replace />;
  return (
    <SponsorCard>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("sponsor.confirm.title")}
        </Title>
        <Text>{t("sponsor.confirm.text", { site: granted.site.name, date: formatPrintDate(granted.ends_at) })}</Text>
        <Code block fz={28} ta="center" fw={700} aria-label={t("sponsor.confirm.codeLabel")}>
          {granted.code}
        </Code>
        <Text size="sm" c="dimmed">
          {t("sponsor.confirm.mailed")}
        </Text>
      </Stack>
    </SponsorCard>
  );
}
