import { Anchor, Center, EmptyState, Group, Loader, Stack, Text } from "@mantine/core";
import { isOfflineAccessPoint } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { useAccessPoints } from "../api/find-access-points";
import type { MonitoringLocation } from "../monitoring-location";
import { AccessPointsTable } from "./access-points-table";
import { FetchingErrorModal } from "./fetching-error-modal";
import { LastUpdated } from "./last-updated";
import { NoLocationNotice } from "./no-location-notice";
import { ScreenHeader } from "./screen-header";
import { SiteLoadProgress } from "./site-load-progress";

/** /network/status/aps: the unreachable access points (or all of them) of the location (SPEC §2 "AP status"). */
export function AccessPointsPage({ location }: { location: MonitoringLocation | null }) {
  const { t } = useTranslation();
  const [showsAll, setShowsAll] = useState(false);
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t(showsAll ? "networkStatus.accessPoints.titleAll" : "networkStatus.accessPoints.titleOffline")}
        subtitle={
          <Anchor component="button" type="button" onClick={() => setShowsAll((current) => !current)}>
            {t(showsAll ? "networkStatus.accessPoints.showOffline" : "networkStatus.accessPoints.showAll")}
          </Anchor>
        }
      />
      {location ? <AccessPointsList location={location} showsAll={showsAll} /> : <NoLocationNotice />}
    </Stack>
  );
}

function AccessPointsList({ location, showsAll }: { location: MonitoringLocation; showsAll: boolean }) {
  const { t } = useTranslation();
  const { query, progress } = useAccessPoints(location);
  const failedSites = query.data?.failedSites ?? [];
  const hasFailed = query.isError || failedSites.length > 0;
  // Dismissed for this failure only: a later read that fails again opens it again.
  const failureAt = query.isError ? query.errorUpdatedAt : query.dataUpdatedAt;
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const modal = (
    <FetchingErrorModal
      opened={hasFailed && dismissedAt !== failureAt}
      onClose={() => setDismissedAt(failureAt)}
      message={
        query.isError ? apiErrorMessage(query.error, t) : t("networkStatus.accessPoints.fetchingError.someSites")
      }
      failedSites={failedSites.map((site) => site.name)}
    />
  );

  if (query.isPending) {
    return (
      <>
        {progress ? (
          <SiteLoadProgress progress={progress} />
        ) : (
          <Center mih={200} role="status" aria-label={t("networkStatus.accessPoints.loading")}>
            <Loader type="dots" />
          </Center>
        )}
        {modal}
      </>
    );
  }

  const all = query.data?.accessPoints ?? [];
  const shown = showsAll ? all : all.filter(isOfflineAccessPoint);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        {query.data && (
          <Text size="sm" c="dimmed">
            {t("networkStatus.accessPoints.count", { count: shown.length, total: all.length })}
          </Text>
        )}
        <LastUpdated at={query.dataUpdatedAt} isRefreshing={query.isFetching} />
      </Group>
      {query.isFetching && progress && progress.done < progress.total && <SiteLoadProgress progress={progress} />}
      {query.isError ? (
        <EmptyState py="xl" title={t("networkStatus.accessPoints.unavailable")} />
      ) : shown.length === 0 ? (
        <EmptyState
          py="xl"
          title={t(showsAll ? "networkStatus.accessPoints.emptyAll" : "networkStatus.accessPoints.emptyOffline")}
        />
      ) : (
        <AccessPointsTable accessPoints={shown} />
      )}
      {modal}
    </Stack>
  );
}
