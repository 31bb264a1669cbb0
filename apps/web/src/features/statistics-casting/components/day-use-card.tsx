import { Button, Table } from "@mantine/core";
import type { CastingDayValue, InterfaceLanguage, IotRoom, MonitoringLocation, TimeWindow } from "@ondine/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";
import { currentLanguage } from "../../../i18n/i18n";
import { ocean, slate } from "../../../theme/palette";
import { useCastingStatistic } from "../api/find-casting-statistic";
import { formatCastingDay } from "../casting-formats";
import { CastingCard } from "./casting-card";
import { CastingChart } from "./casting-chart";
import { ChartOrTable } from "./chart-or-table";
import type { CastingChartOption } from "./echarts-setup";
import { RoomDayUseModal } from "./room-day-use-modal";

interface DayUseCardProps {
  location: MonitoringLocation;
  window: TimeWindow;
  rooms: readonly IotRoom[];
}

/** "day-use bar chart with per-room modal table" (docs/product.md#statistics-casting): casts per Paris day over the period. */
export function DayUseCard({ location, window, rooms }: DayUseCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dayUse = useCastingStatistic("day_use", location, window);
  const [isRoomsOpen, setRoomsOpen] = useState(false);
  const days = dayUse.data ?? [];
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const busiest = days.reduce<CastingDayValue | undefined>(
    (best, day) => (best && best.value >= day.value ? best : day),
    undefined,
  );
  // Drawn again in a new interface language: the days and counts are written in it.
  const option = useMemo((): CastingChartOption => barOption(days, language), [days, language]);
  const summary =
    busiest &&
    t("statisticsCasting.dayUse.summary", {
      total: formatNumber(total),
      count: days.length,
      day: formatCastingDay(busiest.key, "long"),
      busiest: formatNumber(busiest.value),
    });

  return (
    <CastingCard
      title={t("statisticsCasting.dayUse.title")}
      isLoading={dayUse.isPending}
      // docs/product.md#errors: a failed call answers no day at all; a period without a cast says so too.
      isEmpty={total === 0}
      minHeight={280}
      actions={
        <Button size="xs" variant="light" onClick={() => setRoomsOpen(true)}>
          {t("statisticsCasting.dayUse.byRoom")}
        </Button>
      }
    >
      <ChartOrTable
        name={t("statisticsCasting.dayUse.title")}
        chart={<CastingChart option={option} summary={summary ?? ""} height={280} />}
        table={
          <Table.ScrollContainer minWidth={280} mah={320}>
            <Table verticalSpacing={4} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("statisticsCasting.dayUse.day")}</Table.Th>
                  <Table.Th ta="right">{t("statisticsCasting.dayUse.casts")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((day) => (
                  <Table.Tr key={day.key}>
                    <Table.Td>{formatCastingDay(day.key, "long")}</Table.Td>
                    <Table.Td ta="right">{formatNumber(day.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        }
      />
      <RoomDayUseModal
        opened={isRoomsOpen}
        onClose={() => setRoomsOpen(false)}
        location={location}
        window={window}
        rooms={rooms}
      />
    </CastingCard>
  );
}

function barOption(days: readonly CastingDayValue[], language: InterfaceLanguage): CastingChartOption {
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 16, bottom: 28 },
    tooltip: {
      trigger: "axis",
      confine: true,
      formatter: (items) => {
        const item = Array.isArray(items) ? items[0] : items;
        const day = days[item?.dataIndex ?? -1];
        return day
          ? `${formatCastingDay(day.key, "long", language)}: ${formatNumber(day.value, undefined, language)}`
          : "";
      },
    },
    xAxis: {
      type: "category",
      data: days.map((day) => formatCastingDay(day.key, "short", language)),
      axisLabel: { color: slate[6], hideOverlap: true },
      axisLine: { lineStyle: { color: slate[3] } },
    },
    yAxis: {
      type: "value",
      minInterval: 1,
      axisLabel: { color: slate[6], formatter: (value: number) => formatNumber(value, undefined, language) },
      splitLine: { lineStyle: { color: slate[2] } },
    },
    series: [
      {
        type: "bar",
        data: days.map((day) => day.value),
        itemStyle: { color: ocean[6], borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 22,
      },
    ],
  };
}
