import { SimpleGrid, Skeleton } from "@mantine/core";
import { indicatorColour, type MonitoringCounters } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { useMonitoringCounters } from "../../../api/get-monitoring-counters";
import { DataStates } from "../../../components/data-states/data-states";
import { LinkUseNote } from "../../../components/monitoring/link-use-note";
import { accessPointTallyWords, linkUseWords } from "../../../components/monitoring/network-figure-words";
import type { MonitoringLocation } from "../monitoring-location";
import { OverviewTile } from "./overview-tile";

/** docs/product.md#monitoring-colours indicator colour; with nothing to count there is nothing to warn about. */
const indicatorOf = (ok: number, total: number) => (total === 0 ? null : indicatorColour(ok, total));

/**
 * docs/product.md#monitoring-screens overview tiles: the Internet link's use with the lines' rate and
 * the lines reachable, access points, connected devices; in the home cards'
 * words (network-figure-words).
 */
export function OverviewTiles({ location }: { location: MonitoringLocation }) {
  const { t } = useTranslation();
  const query = useMonitoringCounters(location);

  return (
    <DataStates
      query={query}
      loadingLabel={t("networkStatus.overview.loading")}
      loading={
        <SimpleGrid cols={{ base: 1, sm: 3 }} role="status" aria-label={t("networkStatus.overview.loading")}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={112} radius="lg" />
          ))}
        </SimpleGrid>
      }
      errorTitle={t("networkStatus.overview.failed")}
      retryLabel={t("networkStatus.retry")}
    >
      {(counters) => <Tiles counters={counters} />}
    </DataStates>
  );
}

function Tiles({ counters }: { counters: MonitoringCounters }) {
  const { t } = useTranslation();
  const link = linkUseWords(t, counters);
  const tally = accessPointTallyWords(t, counters);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <OverviewTile
        label={t("linkUse.title")}
        value={link.value ?? "—"}
        note={<LinkUseNote link={link} />}
        detail={t("networkStatus.overview.linesReachable", { ok: counters.line_ok, total: counters.line_total })}
        indicator={indicatorOf(counters.line_ok, counters.line_total)}
      />
      <OverviewTile
        label={t("accessPointCount.title")}
        value={tally.ratio}
        note={t("accessPointCount.ratioHint")}
        detail={tally.detail}
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
