import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";
import { useUsedCodesStatistics } from "../api/find-used-codes-statistics";
import { CountsDashboard } from "./counts-dashboard";
import { DashboardFilters } from "./dashboard-filters";
import type { DashboardPageProps } from "./dashboard-page-props";

/**
 * /statistics/codes: docs/product.md#statistics-dashboards codes statistics, used codes created by
 * back-office users. No search box: the codes statistics role reads
 * figures only, never a code.
 */
export function UsedCodesDashboardPage({ search, locations, onChange }: DashboardPageProps) {
  const { t } = useTranslation();
  const query = useUsedCodesStatistics(search);
  const statistics = query.isError ? undefined : query.data;
  return (
    <CountsDashboard
      title={t("statisticsDashboards.codes.title")}
      subtitle={t("statisticsDashboards.codes.subtitle")}
      search={search}
      onChange={onChange}
      controls={
        <DashboardFilters
          search={search}
          locations={locations}
          offers={statistics?.byOffer ?? []}
          fromLabel={t("statisticsDashboards.codes.from")}
          toLabel={t("statisticsDashboards.codes.to")}
          onChange={onChange}
        />
      }
      figures={[{ label: t("statisticsDashboards.codes.count"), value: formatNumber(statistics?.total ?? 0) }]}
      counts={statistics}
      read={{ isPending: query.isPending, isError: query.isError, retry: () => void query.refetch() }}
      byOfferTitle={t("statisticsDashboards.codes.byOffer")}
      bySiteTitle={t("statisticsDashboards.codes.bySite")}
      overTimeTitle={t("statisticsDashboards.codes.overTime")}
    />
  );
}
