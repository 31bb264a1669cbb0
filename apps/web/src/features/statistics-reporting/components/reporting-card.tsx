import { Button, Group, Stack, Text } from "@mantine/core";
import {
  type ReportingCard as ReportingCardName,
  reportingCallOfCard,
  reportingCardIsHidden,
  reportingFixedKeys,
  reportingKeyText,
  reportingRows,
  reportingRowsAreEmpty,
} from "@ondine/domain";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { StatisticCard } from "../../../components/cards/statistic-card";
import { currentLanguage } from "../../../i18n/i18n";
import { type ReportingLocation, useReporting } from "../api/find-reporting";
import { formatReportingMonth } from "../reporting-formats";
import { reportingChartSeries } from "../reporting-series";
import { ReportingChart } from "./reporting-chart";
import { ReportingTable } from "./reporting-table";

interface ReportingCardProps {
  card: ReportingCardName;
  location: ReportingLocation;
  year: number;
  today: { year: number; month: number };
}

const cardHeight = 280;

/**
 * One card of Reporting (docs/product.md#reporting-screen), fed by its call: a graph and a table of
 * the year's months, either or both shown (the last one shown cannot be
 * turned off). Turnover, codes and purchases go away when the year is empty;
 * a failed call says "no data" (docs/product.md#errors).
 */
export function ReportingCard({ card, location, year, today }: ReportingCardProps) {
  const { t } = useTranslation();
  // Read on each render: useTranslation renders again when the language changes.
  const language = currentLanguage();
  const call = reportingCallOfCard[card];
  const answer = useReporting(call, location, year);
  const [views, setViews] = useState({ chart: true, table: false });

  const rows = useMemo(
    () =>
      answer.data
        ? reportingRows(answer.data.periods, {
            year,
            today,
            keys: call in reportingFixedKeys ? reportingFixedKeys[call as keyof typeof reportingFixedKeys] : [],
          })
        : [],
    [answer.data, year, today, call],
  );
  const months = useMemo(
    () => Array.from({ length: 12 }, (_, index) => formatReportingMonth(index + 1, language)),
    [language],
  );
  // A new language gives a new `t`, so the labels follow it.
  const labelOf = useCallback(
    (key: string) => {
      if (key === "others") return t("reporting.others");
      const text = reportingKeyText(key);
      return text.kind === "offer" ? text.label : t(`reporting.keys.${text.key}`);
    },
    [t],
  );
  const series = useMemo(
    () => reportingChartSeries(card, rows).map((entry) => ({ ...entry, label: labelOf(entry.key) })),
    [card, rows, labelOf],
  );

  const isEmpty = reportingRowsAreEmpty(rows);
  if (answer.isSuccess && reportingCardIsHidden(card, rows)) return null;

  const title = t(`reporting.cards.${card}.title`);
  const toggle = (view: "chart" | "table") => setViews((shown) => ({ ...shown, [view]: !shown[view] }));
  const onlyOneOn = views.chart !== views.table;
  const toggles = (
    <Group gap={4} role="group" aria-label={t("reporting.views.label", { card: title })}>
      {(["chart", "table"] as const).map((view) => (
        <Button
          key={view}
          size="compact-sm"
          variant={views[view] ? "filled" : "default"}
          aria-pressed={views[view]}
          // The last view on stays on: said to assistive technology, the button kept drawn as pressed.
          aria-disabled={views[view] && onlyOneOn}
          onClick={() => !(views[view] && onlyOneOn) && toggle(view)}
        >
          {t(`reporting.views.${view}`)}
        </Button>
      ))}
    </Group>
  );

  return (
    <StatisticCard
      title={title}
      dataActions={toggles}
      isLoading={answer.isPending}
      isEmpty={answer.isError || isEmpty}
      minHeight={cardHeight}
      loadingLabel={t("reporting.loading", { card: title })}
      emptyTitle={t("reporting.empty.title")}
      emptyHint={t("reporting.empty.hint")}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`reporting.cards.${card}.subtitle`)}
        </Text>
        {views.chart && (
          <ReportingChart
            series={series}
            months={months}
            language={language}
            summary={t("reporting.chartSummary", {
              card: title,
              year: String(year),
              series: series.map((entry) => entry.label).join(", "),
            })}
          />
        )}
        {views.table && (
          <ReportingTable
            name={t("reporting.tableName", { card: title, year: String(year) })}
            rows={rows}
            labelOf={labelOf}
            months={months}
            keyHeader={t(`reporting.cards.${card}.keyHeader`)}
            totalHeader={t("reporting.total")}
            language={language}
          />
        )}
      </Stack>
    </StatisticCard>
  );
}
