import { SimpleGrid, Skeleton } from "@mantine/core";
import { bandwidthUsePercent, indicatorColour } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { useMonitoringCounters } from "../../../api/get-monitoring-counters";
import { formatBitRate, formatPercent } from "../../../i18n/format-number";
import type { MonitoringLocation } from "../monitoring-location";
import { ListError } from "./list-states";
import { OverviewTile } from "./overview-tile";

/** SPEC §4 indicator colour; with nothing to count there is nothing to warn about. */
const indicatorOf = (ok: number, total: number) => (total === 0 ? null : indicatorColour(ok, total));

/** SPEC §2 overview tiles: bandwidth with the lines reachable, access points, connected devices. */
export function OverviewTiles({ location }: { location: MonitoringLocation }) {
  const { t } = useTranslation();
  const query = useMonitoringCounters(location);

  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} role="status" aria-label={t("networkStatus.overview.loading")}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={112} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return (
      <ListError title={t("networkStatus.overview.failed")} error={query.error} onRetry={() => void query.refetch()} />
    );
  }

  const counters = query.data;
  const usedPercent = bandwidthUsePercent(counters.bandwidth_current, counters.bandwidth_max);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <OverviewTile
        label={t("networkStatus.overview.bandwidth")}
        value={formatBitRate(counters.bandwidth_current)}
        detail={
          <>
            {usedPercent === null
              ? t("networkStatus.overview.bandwidthNoMax")
              : t("networkStatus.overview.bandwidthOfMax", {
                  maximum: formatBitRate(counters.bandwidth_max),
                  percent: formatPercent(usedPercent),
                })}
            {" · "}
            {t("networkStatus.overview.linesReachable", { ok: counters.line_ok, total: counters.line_total })}
          </>
        }
        indicator={indicatorOf(counters.line_ok, counters.line_total)}
      />
      <OverviewTile
        label={t("networkStatus.overview.accessPoints")}
        value={`${counters.accesspoint_ok} / ${counters.accesspoint_total}`}
        detail={t("networkStatus.overview.accessPointsReachable")}
        indicator={indicatorOf(counters.accesspoint_ok, counters.accesspoint_total)}
      />
      <OverviewTile
        label={t("networkStatus.overview.connectedDevices")}
        value={counters.connected_devices}
        detail={t("networkStatus.overview.connectedDevicesHint")}
      />
    </SimpleGrid>
  );
}
