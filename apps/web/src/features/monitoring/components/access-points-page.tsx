import { Center, EmptyState, Group, Loader, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { type AccessPointRow, isOfflineAccessPoint, tallyAccessPoints } from "@ondine/domain";
import IconSearch from "@tabler/icons-react/icons/IconSearch";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { FoldingFilters } from "../../../components/filters/folding-filters";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { accessPointTallyWords } from "../../../components/monitoring/network-figure-words";
import { currentLanguage } from "../../../i18n/i18n";
import { useAccessPoints } from "../api/find-access-points";
import type { MonitoringLocation } from "../monitoring-location";
import { AccessPointCards } from "./access-point-cards";
import {
  type AccessPointSort,
  type AccessPointSortKey,
  accessPointSortKeys,
  matchesAccessPointSearch,
  sortAccessPoints,
} from "./access-points-order";
import { AccessPointsTable } from "./access-points-table";
import { FetchingErrorModal } from "./fetching-error-modal";
import { LastUpdated } from "./last-updated";
import { NoLocationNotice } from "./no-location-notice";
import { ScreenHeader } from "./screen-header";
import { SiteLoadProgress } from "./site-load-progress";

type Shown = "offline" | "all";

/** The relative times ("2 hours ago") move on by the minute while the list is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /network/status/aps: the unreachable access points (or all of them) of the
 * location (docs/product.md#monitoring-screens), counted by the domain's one rule, searched
 * and sorted.
 */
export function AccessPointsPage({ location }: { location: MonitoringLocation | null }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>("offline");
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t(shown === "all" ? "networkStatus.accessPoints.titleAll" : "networkStatus.accessPoints.titleOffline")}
      />
      {location ? <AccessPointsList location={location} shown={shown} onShow={setShown} /> : <NoLocationNotice />}
    </Stack>
  );
}

interface AccessPointsListProps {
  location: MonitoringLocation;
  shown: Shown;
  onShow: (shown: Shown) => void;
}

function AccessPointsList({ location, shown, onShow }: AccessPointsListProps) {
  const { t } = useTranslation();
  const { query, progress } = useAccessPoints(location);
  const failedSites = query.data?.failedSites ?? [];
  const hasFailed = query.isError || failedSites.length > 0;
  // Dismissed for this failure only: a later read that fails again opens it again.
  const failureAt = query.isError ? query.errorUpdatedAt : query.dataUpdatedAt;
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<AccessPointSort>({ key: "state", direction: "ascending" });
  const isSmallScreen = useIsSmallScreen();
  const now = useMinuteClock();
  const shownLabelId = useId();

  const all = query.data?.accessPoints ?? [];
  const rows = useMemo(() => {
    const filtered = all.filter(
      (accessPoint) =>
        (shown === "all" || isOfflineAccessPoint(accessPoint)) && matchesAccessPointSearch(accessPoint, search),
    );
    return sortAccessPoints(filtered, sort, currentLanguage());
  }, [all, shown, search, sort]);

  const sortBy = (key: AccessPointSortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === "ascending" ? "descending" : "ascending",
    }));

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

  return (
    <Stack gap="md">
      {query.data && <AccessPointsTally accessPoints={all} />}
      <FoldingFilters activeCount={(shown === "all" ? 1 : 0) + (search.trim() ? 1 : 0)}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={shownLabelId}>
              {t("networkStatus.accessPoints.filterLabel")}
            </Text>
            <SegmentedControl
              aria-labelledby={shownLabelId}
              value={shown}
              onChange={(value) => onShow(value as Shown)}
              data={[
                { value: "offline", label: t("networkStatus.accessPoints.showOffline") },
                { value: "all", label: t("networkStatus.accessPoints.showAll") },
              ]}
            />
          </Stack>
          <TextInput
            type="search"
            label={t("networkStatus.accessPoints.searchLabel")}
            placeholder={t("networkStatus.accessPoints.searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: "100%", sm: 320 }}
          />
          {isSmallScreen && (
            <Select
              label={t("networkStatus.accessPoints.sortLabel")}
              allowDeselect={false}
              w="100%"
              value={`${sort.key}:${sort.direction}`}
              onChange={(value) => {
                const [key, direction] = (value ?? "state:ascending").split(":");
                setSort({ key: key as AccessPointSortKey, direction: direction as AccessPointSort["direction"] });
              }}
              data={accessPointSortKeys.flatMap((key) =>
                (["ascending", "descending"] as const).map((direction) => ({
                  value: `${key}:${direction}`,
                  label: t(`networkStatus.accessPoints.sortOptions.${key}.${direction}`),
                })),
              )}
            />
          )}
        </Group>
      </FoldingFilters>
      <Group justify="space-between" gap="sm">
        {query.data && (
          <Text size="sm" c="dimmed" role="status">
            {t("networkStatus.accessPoints.shownCount", { count: rows.length })}
          </Text>
        )}
        <LastUpdated at={query.dataUpdatedAt} isRefreshing={query.isFetching} />
      </Group>
      {query.isFetching && progress && progress.done < progress.total && <SiteLoadProgress progress={progress} />}
      {query.isError ? (
        <EmptyState py="xl" title={t("networkStatus.accessPoints.unavailable")} />
      ) : rows.length === 0 ? (
        <EmptyState
          py="xl"
          title={t(
            search.trim()
              ? "networkStatus.accessPoints.emptySearch"
              : shown === "all"
                ? "networkStatus.accessPoints.emptyAll"
                : "networkStatus.accessPoints.emptyOffline",
          )}
        />
      ) : isSmallScreen ? (
        <AccessPointCards accessPoints={rows} now={now} />
      ) : (
        <AccessPointsTable accessPoints={rows} sort={sort} onSort={sortBy} now={now} />
      )}
      {modal}
    </Stack>
  );
}

/**
 * What the list's total counts, with home's and monitoring's words
 * (accessPointCount): reached out of the supervised, then the unreached and
 * the not supervised.
 */
function AccessPointsTally({ accessPoints }: { accessPoints: readonly AccessPointRow[] }) {
  const { t } = useTranslation();
  const tally = tallyAccessPoints(accessPoints);
  const words = accessPointTallyWords(t, {
    accesspoint_ok: tally.reached,
    accesspoint_total: tally.total,
    accesspoint_not_supervised: tally.notSupervised,
  });
  return (
    <Text size="sm" data-testid="access-points-tally">
      <strong>
        {t("accessPointCount.title")} {words.ratio}
      </strong>{" "}
      ({t("accessPointCount.ratioHint")}) · {words.detail}
    </Text>
  );
}
