import { paths } from "@ondine/domain";
import { useLocation, useNavigate } from "@tanstack/react-router";
import type { ComponentType } from "react";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
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
import { useFirstOpenPrefilter } from "./use-first-open-prefilter";

type DashboardPath = (typeof paths)["statisticsPurchases" | "statisticsCodes" | "statisticsCustomers"];

/**
 * A statistics dashboard whose search lives in the address hash (docs/product.md#statistics-dashboards
 * `#?s={search}`): on a first open without one, it starts pre-filtered by
 * the selected location and writes that into the hash.
 */
function StatisticsDashboardScreen({ path, Page }: { path: DashboardPath; Page: ComponentType<DashboardPageProps> }) {
  const { data: actor } = useCurrentUser();
  const directory = useLocationDirectory();
  const { hash, pathname } = useLocation({
    select: (location) => ({ hash: location.hash, pathname: location.pathname }),
  });
  const navigate = useNavigate();
  const search = dashboardSearchFromHash(hash);
  // While leaving for another page this screen still renders once with the next address: only its own counts.
  const isFirstOpen = search === undefined && pathname === path;

  const write = (next: DashboardSearch) =>
    void navigate({ to: path, hash: dashboardSearchHash(next), replace: true, resetScroll: false });

  useFirstOpenPrefilter(actor?.id, isFirstOpen, hash, write);

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
