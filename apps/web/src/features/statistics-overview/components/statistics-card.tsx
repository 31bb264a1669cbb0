import { Button } from "@mantine/core";
import IconTable from "@tabler/icons-react/icons/IconTable";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { StatisticCard } from "../../../components/cards/statistic-card";

interface StatisticsCardProps {
  title: string;
  /** Beside the title: a see-more link. */
  action?: ReactNode;
  isLoading: boolean;
  /** docs/product.md#errors-behaviour: no data (a failure included) shows "empty". */
  isEmpty: boolean;
  /** The chart's figures as a table, shown instead of the chart on demand: its text alternative. */
  table?: ReactNode;
  children: ReactNode;
}

/** A card of the statistics overview: a loader, "empty", or its chart with a table toggle. */
export function StatisticsCard({ title, action, isLoading, isEmpty, table, children }: StatisticsCardProps) {
  const { t } = useTranslation();
  const [showsTable, setShowsTable] = useState(false);
  return (
    <StatisticCard
      title={title}
      action={action}
      dataActions={
        table && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconTable size={16} aria-hidden="true" />}
            aria-pressed={showsTable}
            onClick={() => setShowsTable((shown) => !shown)}
          >
            {t("statisticsOverview.card.showTable")}
          </Button>
        )
      }
      isLoading={isLoading}
      isEmpty={isEmpty}
      minHeight={220}
      loadingLabel={t("statisticsOverview.card.loading", { card: title })}
      emptyTitle={t("statisticsOverview.card.empty")}
    >
      {showsTable && table ? table : children}
    </StatisticCard>
  );
}
