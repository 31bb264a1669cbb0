import { type StatisticsRange, statisticsRangeOf, statisticsWindow } from "@ondine/domain";
import { getRouteApi, useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { StatisticsOverviewPage } from "../../features/statistics-overview/components/statistics-overview-page";
import { ScreenLoader } from "../layout/screen-loader";
import { useMonitoringLocation, useSelectedLocationName } from "./use-monitoring-location";

const statisticsRoute = getRouteApi("/statistics");

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
  // The window is taken when the range changes, so every card reads the same instants.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rangeKey` names the range.
  const window = useMemo(() => statisticsWindow(range, new Date()), [rangeKey]);

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
    <StatisticsOverviewPage
      location={location}
      organismOfSite={location?.type === "site" ? location_organism : undefined}
      locationName={locationName}
      roles={user.roles.statistics}
      range={range}
      window={window}
      onRangeChange={changeRange}
    />
  );
}
