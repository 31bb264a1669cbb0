import { ColorSwatch, Group, Text } from "@mantine/core";
import type { AudienceDevice } from "@ondine/domain";
import { type MonitoringLocation, shareInPercent, type TimeWindow } from "@ondine/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLazyECharts } from "../../../components/charts/use-lazy-echarts";
import { formatPercent } from "../../../i18n/format-number";
import { coral, ocean, slate } from "../../../theme/palette";
import { useAudience } from "../api/find-audience";
import type { OverviewChartOption } from "./echarts-setup";
import { loadOverviewECharts } from "./load-overview-echarts";
import { SharesTable } from "./shares-table";
import { StatisticsCard } from "./statistics-card";

const deviceColours: Record<AudienceDevice, string> = { mobile: ocean[6], tablet: coral[5], desktop: slate[6] };

interface DeviceSplitCardProps {
  location: MonitoringLocation;
  window: TimeWindow;
}

/** docs/product.md#statistics-overview audience "device split": mobile, tablet and desktop as a donut (unknown devices left out). */
export function DeviceSplitCard({ location, window }: DeviceSplitCardProps) {
  const { t } = useTranslation();
  const query = useAudience(location, window);
  const devices = useMemo(
    () =>
      (query.data?.devices ?? []).map((entry) => ({
        key: entry.device,
        name: t(`statisticsOverview.audience.devices.${entry.device}`),
        count: entry.count,
      })),
    [query.data, t],
  );
  const total = devices.reduce((sum, device) => sum + device.count, 0);
  const legend = devices
    .map((device) => `${device.name} ${formatPercent(shareInPercent(device.count, total))}`)
    .join(", ");

  return (
    <StatisticsCard
      title={t("statisticsOverview.audience.deviceSplit")}
      isLoading={query.isPending}
      isEmpty={total === 0}
      table={
        <SharesTable
          caption={t("statisticsOverview.audience.deviceSplit")}
          nameHeader={t("statisticsOverview.audience.device")}
          rows={devices}
          total={total}
        />
      }
    >
      <DevicePie devices={devices} label={t("statisticsOverview.audience.deviceLabel", { split: legend })} />
      {/* The slices' names beside their colours: below the pie, where a narrow card never cuts them. */}
      <Group gap="md" justify="center" aria-hidden="true">
        {devices.map((device) => (
          <Group key={device.key} gap={6} wrap="nowrap">
            <ColorSwatch color={deviceColours[device.key]} size={10} withShadow={false} />
            <Text size="sm">
              {device.name} {formatPercent(shareInPercent(device.count, total))}
            </Text>
          </Group>
        ))}
      </Group>
    </StatisticsCard>
  );
}

function DevicePie({
  devices,
  label,
}: {
  devices: readonly { key: AudienceDevice; name: string; count: number }[];
  label: string;
}) {
  const option = useMemo(
    (): OverviewChartOption => ({
      animation: false,
      tooltip: {
        trigger: "item",
        confine: true,
        formatter: (item) => {
          const { name, percent } = item as { name: string; percent?: number };
          return `${name} — ${formatPercent(percent ?? 0)}`;
        },
      },
      series: [
        {
          type: "pie",
          radius: ["48%", "78%"],
          label: { show: false },
          data: devices
            .filter((device) => device.count > 0)
            .map((device) => ({
              name: device.name,
              value: device.count,
              itemStyle: { color: deviceColours[device.key] },
            })),
        },
      ],
    }),
    [devices],
  );
  const { container, isLoaded } = useLazyECharts(option, loadOverviewECharts);
  return (
    <div ref={container} role="img" aria-label={label} aria-busy={!isLoaded} style={{ width: "100%", height: 220 }} />
  );
}
