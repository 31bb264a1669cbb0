import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatBitRate } from "../../../i18n/format-number";
import { useBandwidth } from "../api/find-bandwidth";
import type { MonitoringLocation } from "../monitoring-location";
import { ChartCard } from "./chart-card";
import { chartColours } from "./chart-colours";
import { type ChartSeries, TimeSeriesChart } from "./time-series-chart";

/** docs/product.md#monitoring-screens: the Internet bandwidth in use against the maximum, over the last 24 hours. */
export function BandwidthCard({ location }: { location: MonitoringLocation }) {
  const { t } = useTranslation();
  const query = useBandwidth(location);
  const points = query.data?.points ?? [];
  const latest = points.at(-1);

  const series = useMemo((): ChartSeries[] => {
    const at = (stamp: string) => new Date(stamp).getTime();
    return [
      {
        name: t("networkStatus.bandwidth.current"),
        kind: "line",
        colour: chartColours.current,
        area: true,
        points: points.map((point) => [at(point.stamp), point.bandwidth_current] as const),
        format: formatBitRate,
      },
      {
        name: t("networkStatus.bandwidth.maximum"),
        kind: "line",
        colour: chartColours.maximum,
        dashed: true,
        points: points.map((point) => [at(point.stamp), point.bandwidth_max] as const),
        format: formatBitRate,
      },
    ];
  }, [points, t]);

  return (
    <ChartCard
      title={t("networkStatus.bandwidth.title")}
      isLoading={query.isPending}
      isEmpty={points.length === 0}
      summary={
        latest &&
        t("networkStatus.bandwidth.latest", {
          date: formatDateTime(latest.stamp),
          current: formatBitRate(latest.bandwidth_current),
          maximum: formatBitRate(latest.bandwidth_max),
        })
      }
    >
      {query.data && (
        <TimeSeriesChart series={series} window={query.data.window} label={t("networkStatus.bandwidth.chartLabel")} />
      )}
    </ChartCard>
  );
}
