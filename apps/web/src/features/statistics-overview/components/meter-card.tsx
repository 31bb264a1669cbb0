import { Text } from "@mantine/core";
import type { MonitoringLocation, TimeWindow } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";
import { type StatisticsMeter, useStatisticsCount } from "../api/count-statistics";
import type { DashboardSearchState } from "../see-more-links";
import { SeeMoreLink } from "./see-more-link";
import { StatisticsCard } from "./statistics-card";

/** Each meter's see-more dashboard (docs/product.md#statistics-dashboards). */
const meterDashboards = { purchases: "purchases", used_codes: "codes" } as const;

interface MeterCardProps {
  meter: StatisticsMeter;
  location: MonitoringLocation;
  window: TimeWindow;
  /** The dashboard's state the see-more link opens on: the overview's location and days. */
  dashboardState: DashboardSearchState;
}

/** docs/product.md#statistics-dates: the purchases or used-codes meter, a count over the window with its see-more link. */
export function MeterCard({ meter, location, window, dashboardState }: MeterCardProps) {
  const { t } = useTranslation();
  const query = useStatisticsCount(meter, location, window);
  const count = query.data ?? 0;
  return (
    <StatisticsCard
      title={t(`statisticsOverview.meters.${meter}.title`)}
      isLoading={query.isPending}
      isEmpty={count === 0}
      action={
        <SeeMoreLink dashboard={meterDashboards[meter]} state={dashboardState}>
          {t(`statisticsOverview.meters.${meter}.seeMore`)}
        </SeeMoreLink>
      }
    >
      <Text fz={40} fw={700} lh={1.1} c="ocean.7">
        {formatNumber(count)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`statisticsOverview.meters.${meter}.caption`, { count })}
      </Text>
    </StatisticsCard>
  );
}
