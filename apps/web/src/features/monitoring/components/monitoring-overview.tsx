import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useSiteStatus } from "../../../api/get-site-status";
import {
  type AlertedAvailabilityLevel,
  AvailabilityAlert,
  availabilityReasonKey,
} from "../../../components/availability-alert";
import { AvailabilitySince } from "../../../components/availability-since";
import { DataStates } from "../../../components/data-states/data-states";
import { formatDateTime } from "../../../i18n/format-date-time";
import type { MonitoringLocation } from "../monitoring-location";
import { OverviewTiles } from "./overview-tiles";

/** The banner's wording: a site degraded by its bandwidth or by its access points reads the same here. */
const severityOf = (level: AlertedAvailabilityLevel) => (level === "down" ? "down" : "degraded");

/**
 * docs/product.md#monitoring-screens monitoring overview: a banner when down or degraded (silent mode's
 * badge instead while the location is muted, docs/alerts.md#silent-mode), the time of
 * the last network report, the tiles, and the maps link when a site is selected.
 */
export function MonitoringOverview({ location }: { location: MonitoringLocation }) {
  const { t } = useTranslation();
  const status = useSiteStatus(location);

  const mapsLink = location.type === "site" && (
    <Button
      variant="light"
      size="xs"
      renderRoot={(props) => (
        <Link {...props} to={paths.networkMaps} params={{ buildingId: undefined, floorId: undefined }} />
      )}
    >
      {t("networkStatus.overview.openMaps")}
    </Button>
  );

  return (
    <Stack gap="md">
      {/* While the status loads, the last report's line below holds its place. */}
      <DataStates
        query={status}
        loadingLabel={t("networkStatus.overview.loading")}
        loading={null}
        errorTitle={t("networkStatus.overview.statusFailed")}
        retryLabel={t("networkStatus.retry")}
      >
        {(data) => (
          // The banner names the site or the organism and says why (an organism's: its worst site's reason);
          // the last report is beside it.
          <AvailabilityAlert
            level={data.available_level}
            muted={data.muted}
            title={(level) => t(`networkStatus.availability.${severityOf(level)}.${location.type}`)}
          >
            {(level) => {
              const reasonKey = availabilityReasonKey(data.available_reason);
              return (
                <>
                  <AvailabilitySince level={level} since={data.level_since} />
                  {reasonKey && t(reasonKey)}
                </>
              );
            }}
          </AvailabilityAlert>
        )}
      </DataStates>
      <Group justify="space-between" gap="sm" mih={30}>
        {status.isPending ? (
          <Skeleton height={18} width={280} radius="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            {status.data?.last_full_refresh
              ? t("networkStatus.overview.lastReport", { date: formatDateTime(status.data.last_full_refresh) })
              : status.data && t("networkStatus.overview.neverReported")}
          </Text>
        )}
        {mapsLink}
      </Group>
      <OverviewTiles location={location} />
    </Stack>
  );
}
