import { paths } from "@ondine/domain";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { ReportingPage } from "../../features/statistics-reporting/components/reporting-page";
import { ScreenLoader } from "../layout/screen-loader";
import { statisticsLocationOptions } from "./statistics-location-options";

const reportingRoute = getRouteApi("/statistics/reporting");

/**
 * /statistics/reporting: the selected location (the site, else the
 * organism) with its organism's sites to choose among, as the casting
 * screen offers them, and the year of the address (`?year=`; docs/product.md#reporting-screen: the
 * current one by default, 2006 the first).
 */
export function StatisticsReportingScreen() {
  const { data: user } = useCurrentUser();
  const { state, directory } = useLocationSelection(user?.id);
  const search = reportingRoute.useSearch();
  const navigate = useNavigate();
  if (!user || state.status === "requesting") return <ScreenLoader />;

  const selected = state.status === "received" ? state.location : null;
  const { location, locationOptions } = statisticsLocationOptions(selected, directory);

  return (
    <ReportingPage
      user={user}
      location={location}
      locationOptions={locationOptions}
      onLocationChange={(option) =>
        void navigate({
          to: paths.statisticsReporting,
          search: (previous) => ({
            ...previous,
            location_site: option.type === "site" ? option.id : undefined,
            location_organism: selected?.organism.id,
          }),
        })
      }
      requestedYear={search.year}
      onYearChange={(chosen) =>
        void navigate({ to: paths.statisticsReporting, search: (previous) => ({ ...previous, year: chosen }) })
      }
    />
  );
}
