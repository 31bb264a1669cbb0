import { Stack } from "@mantine/core";
import { purchasesExportSearch } from "@ondine/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ExportMenu } from "../../../components/exports/export-menu";
import { formatNumber } from "../../../i18n/format-number";
import { usePurchasesStatistics } from "../api/find-purchases-statistics";
import { CountsDashboard } from "./counts-dashboard";
import { DashboardFilters } from "./dashboard-filters";
import type { DashboardPageProps } from "./dashboard-page-props";
import { DashboardSearchBox } from "./dashboard-search-box";

/** /statistics/purchases: docs/product.md#statistics-dashboards purchases statistics, succeeded purchases only. */
export function PurchasesDashboardPage({ search, locations, onChange }: DashboardPageProps) {
  const { t } = useTranslation();
  const query = usePurchasesStatistics(search);
  const statistics = query.isError ? undefined : query.data;
  // The export holds the purchases the figures count: the same search, the latest first.
  const exportBody = useMemo(() => purchasesExportSearch(search), [search]);
  const money = (amount: number) =>
    formatNumber(amount, { style: "currency", currency: statistics?.currency ?? "EUR" });
  return (
    <CountsDashboard
      title={t("statisticsDashboards.purchases.title")}
      subtitle={t("statisticsDashboards.purchases.subtitle")}
      search={search}
      onChange={onChange}
      controls={
        <Stack gap="md">
          <DashboardSearchBox
            value={search.q}
            label={t("statisticsDashboards.search")}
            placeholder={t("statisticsDashboards.purchases.searchPlaceholder")}
            onCommit={(q) => onChange({ ...search, q, page: undefined })}
          />
          <DashboardFilters
            search={search}
            locations={locations}
            offers={statistics?.byOffer ?? []}
            fromLabel={t("statisticsDashboards.purchases.from")}
            toLabel={t("statisticsDashboards.purchases.to")}
            onChange={onChange}
          />
          <ExportMenu
            index="purchases"
            total={query.isPlaceholderData ? undefined : statistics?.total}
            body={exportBody}
          />
        </Stack>
      }
      figures={[
        { label: t("statisticsDashboards.purchases.count"), value: formatNumber(statistics?.total ?? 0) },
        { label: t("statisticsDashboards.purchases.turnoverTtc"), value: money(statistics?.turnoverTtc ?? 0) },
        { label: t("statisticsDashboards.purchases.turnoverHt"), value: money(statistics?.turnoverHt ?? 0) },
      ]}
      counts={statistics}
      read={{ isPending: query.isPending, isError: query.isError, retry: () => void query.refetch() }}
      byOfferTitle={t("statisticsDashboards.purchases.byOffer")}
      bySiteTitle={t("statisticsDashboards.purchases.bySite")}
      overTimeTitle={t("statisticsDashboards.purchases.overTime")}
    />
  );
}
