import { Card, Stack, Text } from "@mantine/core";
import type { BuildingSummary } from "@ondine/domain";
import { useTranslation } from "react-i18next";

/** A building marker's card: its name, lots and access points reached. */
export function BuildingHoverCard({ building, canOpenMap }: { building: BuildingSummary; canOpenMap: boolean }) {
  const { t } = useTranslation();
  const { reached, total } = building.state.ap;
  return (
    <Card shadow="md" radius="md" padding="sm" withBorder miw={200} role="tooltip">
      <Stack gap={4}>
        <Text fw={700} size="sm">
          {building.name}
        </Text>
        <Text size="xs">{t("home.hover.buildingAccessPoints", { reached, total })}</Text>
        {building.beds_number !== null && (
          <Text size="xs" c="dimmed">
            {t("home.hover.buildingLots", { count: building.beds_number })}
          </Text>
        )}
        {canOpenMap && (
          <Text size="xs" c="dimmed">
            {t("home.hover.openMap")}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
