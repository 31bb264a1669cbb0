import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  type AverageSlot,
  averageUsersByHourOfDay,
  averageUsersByWeekday,
  isHourOfDayAverageShown,
  type MonitoringLocation,
  type TimeWindow,
} from "@ondine/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useStatisticsTraffic } from "../api/find-statistics-traffic";
import { formatAverage, hourName, weekdayNames } from "./chart-labels";
import { FiguresTable } from "./figures-table";
import { StatisticsCard } from "./statistics-card";
import { ActiveUsersChart, HourOfDayAveragesChart, WeekdayAveragesChart } from "./traffic-charts";

interface TrafficCardProps {
  location: MonitoringLocation;
  window: TimeWindow;
}

/** docs/product.md#statistics-overview overview "traffic": active users over time, their average per weekday and per hour of the day. */
export function TrafficCard({ location, window }: TrafficCardProps) {
  const { t } = useTranslation();
  const query = useStatisticsTraffic(location, window);
  const points = query.data ?? [];
  const weekdays = useMemo(() => averageUsersByWeekday(points), [points]);
  const hours = useMemo(() => averageUsersByHourOfDay(points), [points]);
  const showsHours = isHourOfDayAverageShown(points);
  const peak = points.reduce((highest, point) => Math.max(highest, point.active_users), 0);

  return (
    <StatisticsCard
      title={t("statisticsOverview.traffic.title")}
      isLoading={query.isPending}
      isEmpty={points.length === 0}
      table={<TrafficTables weekdays={weekdays} hours={showsHours ? hours : undefined} />}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h6">
            {t("statisticsOverview.traffic.activeUsers")}
          </Title>
          <ActiveUsersChart
            points={points}
            label={t("statisticsOverview.traffic.activeUsersLabel", { count: points.length, peak })}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t("statisticsOverview.traffic.byWeekday")}
            </Title>
            <WeekdayAveragesChart slots={weekdays} label={t("statisticsOverview.traffic.byWeekdayLabel")} />
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t("statisticsOverview.traffic.byHour")}
            </Title>
            {showsHours ? (
              <HourOfDayAveragesChart slots={hours} label={t("statisticsOverview.traffic.byHourLabel")} />
            ) : (
              <Text size="sm" c="dimmed" data-testid="hour-of-day-hidden">
                {t("statisticsOverview.traffic.byHourHidden")}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </StatisticsCard>
  );
}

/** The card's text alternative: the averages by weekday and, when shown, by hour. */
function TrafficTables({ weekdays, hours }: { weekdays: readonly AverageSlot[]; hours?: readonly AverageSlot[] }) {
  const { t } = useTranslation();
  const names = weekdayNames("long");
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <AveragesTable
        caption={t("statisticsOverview.traffic.byWeekday")}
        slotHeader={t("statisticsOverview.traffic.weekday")}
        rows={weekdays.map((slot) => [names[slot.slot] ?? "", slot.average])}
      />
      {hours && (
        <AveragesTable
          caption={t("statisticsOverview.traffic.byHour")}
          slotHeader={t("statisticsOverview.traffic.hour")}
          rows={hours.map((slot) => [hourName(slot.slot), slot.average])}
        />
      )}
    </SimpleGrid>
  );
}

function AveragesTable({
  caption,
  slotHeader,
  rows,
}: {
  caption: string;
  slotHeader: string;
  rows: readonly (readonly [string, number | null])[];
}) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      caption={caption}
      headers={[slotHeader, t("statisticsOverview.traffic.averageUsers")]}
      rows={rows.map(([slot, average]) => ({
        key: slot,
        name: slot,
        figures: [average === null ? "–" : formatAverage(average)],
      }))}
    />
  );
}
