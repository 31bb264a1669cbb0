import { Text } from "@mantine/core";
import { averageDailyUse, type MonitoringLocation, type TimeWindow } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";
import { useCastingStatistic } from "../api/find-casting-statistic";
import { CastingCard } from "./casting-card";

interface CardProps {
  location: MonitoringLocation;
  window: TimeWindow;
}

const figureHeight = 96;

function Figure({ value, hint }: { value: string; hint: string }) {
  return (
    <div>
      <Text fz={36} fw={700} lh={1.1} data-testid="statistic-figure">
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </div>
  );
}

/** "device count" (docs/product.md#statistics-casting): the streaming sticks installed at the location. */
export function DeviceCountCard({ location, window }: CardProps) {
  const { t } = useTranslation();
  const installations = useCastingStatistic("installation_count", location, window);
  const count = installations.data?.value ?? 0;
  return (
    <CastingCard
      title={t("statisticsCasting.deviceCount.title")}
      isLoading={installations.isPending}
      isEmpty={count === 0}
      minHeight={figureHeight}
    >
      <Figure value={formatNumber(count)} hint={t("statisticsCasting.deviceCount.hint", { count })} />
    </CastingCard>
  );
}

/** "average daily use = distinct users / installations × 100, 2 decimals" (docs/product.md#statistics-casting). */
export function AverageDailyUseCard({ location, window }: CardProps) {
  const { t } = useTranslation();
  const users = useCastingStatistic("use_distinct_count", location, window);
  const installations = useCastingStatistic("installation_count", location, window);
  const percent = averageDailyUse(users.data?.value ?? 0, installations.data?.value ?? 0);
  return (
    <CastingCard
      title={t("statisticsCasting.averageDailyUse.title")}
      isLoading={users.isPending || installations.isPending}
      isEmpty={percent === null}
      minHeight={figureHeight}
    >
      <Figure
        value={formatNumber((percent ?? 0) / 100, {
          style: "percent",
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        })}
        hint={t("statisticsCasting.averageDailyUse.hint")}
      />
    </CastingCard>
  );
}
