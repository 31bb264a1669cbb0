import { Group, Stack, Text, Title } from "@mantine/core";
import type { StatisticsRange } from "@ondine/domain";
import IconMapPin from "@tabler/icons-react/icons/IconMapPin";
import { useTranslation } from "react-i18next";
import { StatisticsDateRangeBar } from "./statistics-date-range-bar";

interface StatisticsOverviewHeaderProps {
  locationName?: string;
  range: StatisticsRange;
  onRangeChange: (range: StatisticsRange) => void;
}

/**
 * The overview's title, its location and its window: drawn by the screen's
 * own chunk, before the cards and their charts arrive (the title is the
 * page's largest first paint, docs/performance.md "Signed-in pages").
 */
export function StatisticsOverviewHeader({ locationName, range, onRangeChange }: StatisticsOverviewHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4}>
        <Title order={1}>{t("statisticsOverview.title")}</Title>
        {locationName && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden="true" />
            <Text size="sm" fw={600}>
              {locationName}
            </Text>
          </Group>
        )}
      </Stack>
      <StatisticsDateRangeBar range={range} onChange={onRangeChange} />
    </Group>
  );
}
