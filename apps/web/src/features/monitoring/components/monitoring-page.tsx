import { SimpleGrid, Stack } from "@mantine/core";
import { useIsFetching } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSiteStatus } from "../../../api/get-site-status";
import type { MonitoringLocation } from "../monitoring-location";
import { AvailabilityCard } from "./availability-card";
import { BandwidthCard } from "./bandwidth-card";
import { LastUpdated } from "./last-updated";
import { MonitoringOverview } from "./monitoring-overview";
import { NoLocationNotice } from "./no-location-notice";
import { ScreenHeader } from "./screen-header";
import { SpeedtestCard } from "./speedtest-card";
import { TrafficCard } from "./traffic-card";

interface MonitoringPageProps {
  location: MonitoringLocation | null;
  /** A site's tools panel (docs/site-tools.md), given by the screen to those who may run them; shown for a site only. */
  siteTools?: (siteId: number) => ReactNode;
}

/**
 * /network/status/monitoring: the overview, a site's availability history (docs/alerts.md#availability),
 * then the traffic, bandwidth and speed-test cards (docs/product.md#monitoring-traffic), and a site's tools.
 */
export function MonitoringPage({ location, siteTools }: MonitoringPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t("networkStatus.monitoring.title")}
        subtitle={t("networkStatus.monitoring.subtitle")}
        aside={location && <MonitoringFreshness location={location} />}
      />
      {location ? (
        <>
          <MonitoringOverview location={location} />
          {location.type === "site" && <AvailabilityCard siteId={location.id} />}
          <TrafficCard location={location} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <BandwidthCard location={location} />
            <SpeedtestCard location={location} />
          </SimpleGrid>
          {location.type === "site" && siteTools?.(location.id)}
        </>
      ) : (
        <NoLocationNotice />
      )}
    </Stack>
  );
}

/** When the location's status was last read; every card refreshes at the same cache lifetime. */
function MonitoringFreshness({ location }: { location: MonitoringLocation }) {
  const status = useSiteStatus(location);
  const isFetching = useIsFetching({ queryKey: ["monitoring"] }) > 0;
  return <LastUpdated at={status.dataUpdatedAt} isRefreshing={isFetching} />;
}
