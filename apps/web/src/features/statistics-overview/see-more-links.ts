import {
  calendarDayOf,
  type DashboardFilters,
  formatCalendarDay,
  type MonitoringLocation,
  paths,
  type TimeWindow,
} from "@ondine/domain";
import { searchHash } from "../../routing/hash-search";

/**
 * The dashboards' state as the overview's see-more links carry it (docs/product.md#statistics-dashboards
 * `/statistics/{purchases|codes|customers}#?s={search}`): the location and
 * the window's Paris days, `YYYY-MM-DD`, both included.
 */
export type DashboardSearchState = Pick<DashboardFilters, "organism" | "site" | "from" | "to">;

/** The dashboards a see-more link opens. */
export type SeeMoreDashboard = "purchases" | "codes" | "customers";

const dashboardPaths: Record<SeeMoreDashboard, string> = {
  purchases: paths.statisticsPurchases,
  codes: paths.statisticsCodes,
  customers: paths.statisticsCustomers,
};

/**
 * The overview's location and window as a dashboard's state. A site names
 * its organism too when the console knows it, as the dashboards' own first
 * open does (docs/product.md#statistics-overview: "organism, or site plus its organism").
 */
export function dashboardStateOf(
  location: MonitoringLocation,
  window: TimeWindow,
  organismOfSite?: number,
): DashboardSearchState {
  const state: DashboardSearchState =
    location.type === "organism"
      ? { organism: location.id }
      : { ...(organismOfSite === undefined ? {} : { organism: organismOfSite }), site: location.id };
  return {
    ...state,
    from: formatCalendarDay(calendarDayOf(window.startAt)),
    // A window ends at its last day's next midnight or at now: its last instant names the day.
    to: formatCalendarDay(calendarDayOf(new Date(window.stopAt.getTime() - 1))),
  };
}

/** Where a see-more link leads: the dashboard's path and its hash, `?s={search}`. */
export function seeMoreTarget(dashboard: SeeMoreDashboard, state: DashboardSearchState): { to: string; hash: string } {
  return { to: dashboardPaths[dashboard], hash: searchHash(state) };
}
