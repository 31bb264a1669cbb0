import { NativeSelect } from "@mantine/core";
import { type TrafficRange, trafficRanges } from "@ondine/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatBitRate } from "../../../i18n/format-number";
import { defaultTrafficRange, useTraffic } from "../api/find-traffic";
import type { MonitoringLocation } from "../monitoring-location";
import { ChartCard } from "./chart-card";
import { chartColours } from "./chart-colours";
import { type ChartSeries, TimeSeriesChart } from "./time-series-chart";

/** docs/product.md#monitoring-traffic: received and sent traffic with the active users, over a day (default), a month or a year. */
export function TrafficCard({ location }: { location: MonitoringLocation }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<TrafficRange>(defaultTrafficRange);
  const query = useTraffic(location, range);
  const points = query.data?.points ?? [];
  const latest = points.at(-1);

  const series = useMemo((): ChartSeries[] => {
    const at = (stamp: string) => new Date(stamp).getTime();
    return [
      {
        name: t("networkStatus.traffic.received"),
        kind: "line",
        colour: chartColours.received,
        area: true,
        points: points.map((point) => [at(point.stamp), point.rx] as const),
        format: formatBitRate,
      },
      {
        name: t("networkStatus.traffic.sent"),
        kind: "line",
        colour: chartColours.sent,
        points: points.map((point) => [at(point.stamp), point.tx] as const),
        format: formatBitRate,
      },
      {
        name: t("networkStatus.traffic.activeUsers"),
        kind: "line",
        colour: chartColours.users,
        dashed: true,
        axis: 1,
        points: points.map((point) => [at(point.stamp), point.active_users] as const),
        format: (value) => t("networkStatus.traffic.users", { count: value }),
      },
    ];
  }, [points, t]);

  return (
    <ChartCard
      title={t("networkStatus.traffic.title")}
      control={
        <NativeSelect
          size="xs"
          label={t("networkStatus.traffic.range")}
          value={range}
          onChange={(event) => setRange(event.currentTarget.value as TrafficRange)}
          data={trafficRanges.map((value) => ({ value, label: t(`networkStatus.traffic.ranges.${value}`) }))}
          styles={{ root: { display: "flex", alignItems: "center", gap: 8 } }}
        />
      }
      isLoading={query.isPending}
      isEmpty={points.length === 0}
      summary={
        latest &&
        t("networkStatus.traffic.latest", {
          date: formatDateTime(latest.stamp),
          received: formatBitRate(latest.rx),
          sent: formatBitRate(latest.tx),
          users: latest.active_users,
        })
      }
    >
      {query.data && (
        <TimeSeriesChart
          series={series}
          window={query.data.window}
          label={t("networkStatus.traffic.chartLabel", { range: t(`networkStatus.traffic.ranges.${range}`) })}
        />
      )}
    </ChartCard>
  );
}
