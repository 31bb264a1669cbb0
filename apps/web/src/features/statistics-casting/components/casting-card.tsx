import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StatisticCard } from "../../../components/cards/statistic-card";

interface CastingCardProps {
  title: string;
  /** Buttons beside the title once the figures show (a detail modal). */
  actions?: ReactNode;
  isLoading: boolean;
  /** No data, or the call failed (docs/product.md#errors-behaviour: failures give empty data). */
  isEmpty: boolean;
  minHeight: number;
  children: ReactNode;
}

/** A card of the casting dashboard, in its words for loading and "empty". */
export function CastingCard({ title, actions, ...card }: CastingCardProps) {
  const { t } = useTranslation();
  return (
    <StatisticCard
      title={title}
      dataActions={actions}
      loadingLabel={t("statisticsCasting.loading", { card: title })}
      emptyTitle={t("statisticsCasting.empty.title")}
      emptyHint={t("statisticsCasting.empty.hint")}
      {...card}
    />
  );
}
