import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StatisticCard } from "../../../components/cards/statistic-card";

interface ChartCardProps {
  title: string;
  /** A control beside the title (the traffic range). */
  control?: ReactNode;
  /** The latest figures in words, above the chart. */
  summary?: ReactNode;
  isLoading: boolean;
  isEmpty: boolean;
  children: ReactNode;
}

/** docs/product.md#monitoring-screens monitoring card: a title, a loader while loading, an empty state with no data, else the chart. */
export function ChartCard({ title, control, summary, isLoading, isEmpty, children }: ChartCardProps) {
  const { t } = useTranslation();
  return (
    <StatisticCard
      title={title}
      action={control}
      hasTallAction
      isLoading={isLoading}
      isEmpty={isEmpty}
      minHeight={260}
      loadingLabel={t("networkStatus.charts.loading", { chart: title })}
      emptyTitle={t("networkStatus.charts.empty")}
      emptyHint={t("networkStatus.charts.emptyHint")}
    >
      {summary && (
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      )}
      {children}
    </StatisticCard>
  );
}
