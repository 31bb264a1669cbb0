import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../../../i18n/format-date-time";
import { formatBitRate } from "../../../i18n/format-number";
import { useSpeedtests } from "../api/find-speedtests";
import type { MonitoringLocation } from "../monitoring-location";
import { hasSeveralSites, speedtestDailyAverage } from "../speedtest-daily-average";
import { ChartCard } from "./chart-card";
import { chartColours } from "./chart-colours";
import { type ChartSeries, TimeSeriesChart } from "./time-series-chart";

/** Up to about two tests a day over the 31 days. */
const sparseSpeedtests = 62;

/** docs/product.md#monitoring-screens: the speed tests of the last 31 days, download only (an organism's: the daily average of its sites). */
export function SpeedtestCard({ location }: { location: MonitoringLocation }) {
  const { t } = useTranslation();
  const query = useSpeedtests(location);
  const points = query.data?.points ?? [];
  const latest = points.at(-1);

  const isOrganismWide = hasSeveralSites(points);
  const series = useMemo((): ChartSeries[] => {
    if (isOrganismWide) {
      return [
        {
          name: t("networkStatus.speedtest.dailyAverage"),
          kind: "bar",
          colour: chartColours.download,
          points: speedtestDailyAverage(points),
          format: formatBitRate,
        },
      ];
    }
    return [
      {
        name: t("networkStatus.speedtest.download"),
        // A few tests a day read as bars; tests every hour or so would merge into a block.
        kind: points.length <= sparseSpeedtests ? "bar" : "line",
        colour: chartColours.download,
        points: points.map((point) => [new Date(point.stamp).getTime(), point.download] as const),
        format: formatBitRate,
      },
    ];
  }, [isOrganismWide, points, t]);

  const latestDay = isOrganismWide ? series[0]?.points.at(-1) : undefined;
  const latestSummary = latestDay
    ? t("networkStatus.speedtest.latestAverage", {
        date: formatDate(new Date(latestDay[0]).toISOString()),
        download: formatBitRate(latestDay[1]),
      })
    : latest &&
      t("networkStatus.speedtest.latest", {
        date: formatDateTime(latest.stamp),
        download: formatBitRate(latest.download),
      });

  return (
    <ChartCard
      title={t("networkStatus.speedtest.title")}
      isLoading={query.isPending}
      isEmpty={points.length === 0}
      summary={latestSummary}
    >
      {query.data && (
        <TimeSeriesChart series={series} window={query.data.window} label={t("networkStatus.speedtest.chartLabel")} />
      )}
    </ChartCard>
  );
}
