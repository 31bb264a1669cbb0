import { paths } from "@ondine/domain";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { type ComponentType, useEffect } from "react";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { locationPrefilter } from "../../features/codes/codes-list-state";
import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { CustomersDashboardPage } from "../../features/statistics-dashboards/components/customers-dashboard-page";
import type { DashboardPageProps } from "../../features/statistics-dashboards/components/dashboard-page-props";
import { PurchasesDashboardPage } from "../../features/statistics-dashboards/components/purchases-dashboard-page";
import { UsedCodesDashboardPage } from "../../features/statistics-dashboards/components/used-codes-dashboard-page";
import {
  type DashboardSearch,
  dashboardSearchFromHash,
  dashboardSearchHash,
} from "../../features/statistics-dashboards/dashboard-search";
import { ScreenLoader } from "../layout/screen-loader";
import { codesLocationOptions } from "./codes-location-options";

type DashboardPath = (typeof paths)["statisticsPurchases" | "statisticsCodes" | "statisticsCustomers"];

/**
 * A statistics dashboard whose search lives in the address hash (SPEC §2
 * `#?s={search}`): on a first open without one, it starts pre-filtered by
 * the selected location and writes that into the hash.
 */
function StatisticsDashboardScreen({ path, Page }: { path: DashboardPath; Page: ComponentType<DashboardPageProps> }) {
  const { data: actor } = useCurrentUser();
  const directory = useLocationDirectory();
  const { hash, pathname } = useLocation({
    select: (location) => ({ hash: location.hash, pathname: location.pathname }),
  });
  const selection = useLocationSelection(actor?.id);
  const navigate = useNavigate();
  const search = dashboardSearchFromHash(hash);
  // While leaving for another page this screen still renders once with the next address: only its own counts.
  const isFirstOpen = search === undefined && pathname === path;

  const write = (next: DashboardSearch) =>
    void navigate({ to: path, hash: dashboardSearchHash(next), replace: true, resetScroll: false });

  const selected = selection.state.status === "received" ? selection.state.location : null;
  const isSelectionKnown = selection.state.status !== "requesting";
  // The header writes the selected location into the address at the same moment and may take the
  // new hash away again: the hash is a dependency so a first open that lost it writes it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a hash without a search triggers the pre-filter.
  useEffect(() => {
    if (isFirstOpen && isSelectionKnown) {
      const { organism, site } = locationPrefilter({
        location_organism: selected?.organism.id,
        location_site: selected?.site?.id,
      });
      write({ organism, site });
    }
  }, [isFirstOpen, isSelectionKnown, hash]);

  if (!actor || !search) return <ScreenLoader />;
  return <Page search={search} locations={codesLocationOptions(directory.data, actor)} onChange={write} />;
}

export function PurchasesDashboardScreen() {
  return <StatisticsDashboardScreen path={paths.statisticsPurchases} Page={PurchasesDashboardPage} />;
}

export function UsedCodesDashboardScreen() {
  return <StatisticsDashboardScreen path={paths.statisticsCodes} Page={UsedCodesDashboardPage} />;
}

export function CustomersDashboardScreen() {
  return <StatisticsDashboardScreen path={paths.statisticsCustomers} Page={CustomersDashboardPage} />;
}
