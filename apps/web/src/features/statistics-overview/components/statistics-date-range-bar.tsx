import { Group, SegmentedControl } from "@mantine/core";
import {
  calendarDayOf,
  endOfCalendarDay,
  formatCalendarDay,
  parseCalendarDay,
  type StatisticsRange,
  startOfCalendarDay,
  statisticsSinceValues,
} from "@ondine/domain";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import classes from "./statistics-date-range-bar.module.css";
import type { ChosenDays } from "./statistics-day-fields";

const customChoice = "custom";

// The pickers load when days are asked for (or named by the address), not with the overview.
const StatisticsDayFields = lazy(() =>
  import("./statistics-day-fields").then(({ StatisticsDayFields }) => ({ default: StatisticsDayFields })),
);

interface StatisticsDateRangeBarProps {
  range: StatisticsRange;
  /** A new period, or explicit bounds once both days are chosen (the screen writes it to the address). */
  onChange: (range: StatisticsRange) => void;
}

const dayOfUnix = (seconds: number) => formatCalendarDay(calendarDayOf(new Date(seconds * 1000)));

/**
 * "date-range bar" (docs/product.md#statistics-dates): today, the last 7 days, the last month, the last
 * six months, or two days of the calendar (Paris days, both included).
 */
export function StatisticsDateRangeBar({ range, onChange }: StatisticsDateRangeBarProps) {
  const { t } = useTranslation();
  const isCustom = "from" in range;
  const [isChoosingDays, setIsChoosingDays] = useState(isCustom);
  const [days, setDays] = useState<ChosenDays>(
    isCustom ? { from: dayOfUnix(range.from), to: dayOfUnix(range.to - 1) } : {},
  );
  const choice = isCustom || isChoosingDays ? customChoice : range.since;
  const isSmallScreen = useIsSmallScreen();

  const chooseDays = (next: ChosenDays) => {
    setDays(next);
    const from = next.from ? parseCalendarDay(next.from) : undefined;
    const to = next.to ? parseCalendarDay(next.to) : undefined;
    if (!from || !to || formatCalendarDay(from) > formatCalendarDay(to)) return;
    onChange({
      from: Math.floor(startOfCalendarDay(from).getTime() / 1000),
      // The last day is included: the window ends at its last second.
      to: Math.ceil(endOfCalendarDay(to).getTime() / 1000),
    });
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t("statisticsOverview.range.label")}
        fullWidth={isSmallScreen}
        classNames={{ root: classes.periods, label: classes.periodLabel }}
        value={choice}
        onChange={(value) => {
          if (value === customChoice) {
            setIsChoosingDays(true);
            return;
          }
          setIsChoosingDays(false);
          onChange({ since: value as (typeof statisticsSinceValues)[number] });
        }}
        data={[
          ...statisticsSinceValues.map((since) => ({ value: since, label: t(`statisticsOverview.range.${since}`) })),
          { value: customChoice, label: t("statisticsOverview.range.custom") },
        ]}
      />
      {choice === customChoice && (
        <Suspense>
          <StatisticsDayFields days={days} onChange={chooseDays} />
        </Suspense>
      )}
    </Group>
  );
}
