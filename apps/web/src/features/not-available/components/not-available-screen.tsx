import { Badge, Stack, Text, Title } from "@mantine/core";
import type { RouteId } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { WavesIllustration } from "../../../components/illustrations/waves-illustration";

interface NotAvailableScreenProps {
  /** The screen this route will show, named in the page title. */
  screen: RouteId;
}

/**
 * What a route shows until its feature is built: its name and a plain
 * statement that it is not there yet. No sample data (docs/decisions.md#no-fake-success).
 */
export function NotAvailableScreen({ screen }: NotAvailableScreenProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" ta="center" gap="md" mih="60vh" maw={560} mx="auto" px="md">
      <WavesIllustration />
      <Badge variant="light" color="coral" size="lg" radius="sm">
        {t("notAvailable.badge")}
      </Badge>
      <Title order={1}>{t(`routes.${screen}`)}</Title>
      <Text c="dimmed" size="lg">
        {t("notAvailable.message")}
      </Text>
    </Stack>
  );
}
