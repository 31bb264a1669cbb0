import { Stack } from "@mantine/core";
import { type MonitoringLocation, type StatisticsRange, statisticsRangeOf } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate, useSearch } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useMemo } from "react";
import { afterNextPaint } from "../../components/charts/after-next-paint";
import { currentUserQueryOptions, useCurrentUser } from "../../features/auth/api/get-current-user";
import {
  overviewWindowOf,
  prefetchStatisticsOverview as prefetchOverviewReads,
} from "../../features/statistics-overview/api/prefetch-statistics-overview";
import { loadOverviewECharts } from "../../features/statistics-overview/components/load-overview-echarts";
import { StatisticsOverviewHeader } from "../../features/statistics-overview/components/statistics-overview-header";
import { validateStatisticsRangeSearch } from "../../features/statistics-overview/statistics-range-search";
import { loadWorldMapChart } from "../../features/statistics-overview/world-map/load-world-map-chart";
import { ScreenLoader } from "../layout/screen-loader";
import { useMonitoringLocation, useSelectedLocationName } from "./use-monitoring-location";

const statisticsRoute = getRouteApi("/statistics");

// The cards and their charts (ECharts' shared chunk) load apart from this small chunk, so
// that the route's loader starts the reads without waiting for them, and the header draws
// meanwhile (docs/performance.md).
const loadOverviewPage = () => import("../../features/statistics-overview/components/statistics-overview-page");
const StatisticsOverviewPage = lazy(() =>
  loadOverviewPage().then(({ StatisticsOverviewPage }) => ({ default: StatisticsOverviewPage })),
);

/** The route's loader (router/route-prefetches.ts): the overview's reads, then its page's chunk. */
export function prefetchScreen(
  queryClient: QueryClient,
  location: MonitoringLocation,
  search: Record<string, unknown>,
): void {
  // The route's guard has read the user: its roles say which meters the page shows.
  const roles = queryClient.getQueryData(currentUserQueryOptions().queryKey)?.roles.statistics;
  prefetchOverviewReads(queryClient, location, validateStatisticsRangeSearch(search), roles);
  loadOverviewPage().catch(() => undefined);
}

/** /statistics: the overview of the selected location over the address' window (`since=` or `from=&to=`). */
export function StatisticsOverviewScreen() {
  const { data: user } = useCurrentUser();
  const location = useMonitoringLocation();
  const locationName = useSelectedLocationName();
  const { location_organism } = useSearch({ from: "__root__" });
  const search = statisticsRoute.useSearch();
  const navigate = useNavigate();
  const range = statisticsRangeOf(search);
  const rangeKey = JSON.stringify(range);
  // The window is taken when the range changes, so every card reads the same instants;
  // it is the one the route's loader just took, when it did, so the cards find its reads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rangeKey` names the range.
  const window = useMemo(() => overviewWindowOf(range), [rangeKey]);

  // ECharts and the world map take the main thread for a while as their chunks run: asked for
  // once the header (the page's largest first paint) is on screen, while the cards' reads run.
  useEffect(
    () =>
      afterNextPaint(() => {
        loadOverviewECharts().catch(() => undefined);
        loadWorldMapChart().catch(() => undefined);
      }),
    [],
  );

  const changeRange = useCallback(
    (next: StatisticsRange) =>
      void navigate({
        to: ".",
        search: (previous) => ({
          ...previous,
          since: "since" in next ? next.since : undefined,
          from: "from" in next ? next.from : undefined,
          to: "to" in next ? next.to : undefined,
        }),
      }),
    [navigate],
  );

  // The route guard has read the user before the screen opens; this covers a cache cleared since.
  if (!user) return <ScreenLoader />;
  return (
    <Stack gap="lg">
      {/* Drawn with this chunk, before the cards' (the page's largest first paint). */}
      <StatisticsOverviewHeader locationName={locationName} range={range} onRangeChange={changeRange} />
      <Suspense fallback={<ScreenLoader />}>
        <StatisticsOverviewPage
          location={location}
          organismOfSite={location?.type === "site" ? location_organism : undefined}
          roles={user.roles.statistics}
          window={window}
        />
      </Suspense>
    </Stack>
  );
}
