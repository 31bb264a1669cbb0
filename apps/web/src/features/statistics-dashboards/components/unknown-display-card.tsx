import { Card, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A card whose display type this console does not know: said plainly, in a neutral card, rather
 * than a crash or an empty space (docs/product.md#statistics-dashboards).
 */
export function UnknownDisplayCard({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Stack gap={4} py="lg" role="note">
          <Text c="dimmed">{t("statisticsDashboards.unknownDisplay.title")}</Text>
          <Text size="sm" c="dimmed">
            {t("statisticsDashboards.unknownDisplay.hint")}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
