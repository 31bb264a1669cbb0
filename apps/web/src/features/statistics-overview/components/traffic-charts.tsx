import { type AverageSlot, hourOfDayTicks, type TrafficPoint } from "@ondine/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLazyECharts } from "../../../components/charts/use-lazy-echarts";
import { ocean, slate } from "../../../theme/palette";
import { formatAverage, hourName, weekdayNames } from "./chart-labels";
import type { OverviewChartOption } from "./echarts-setup";
import { loadOverviewECharts } from "./load-overview-echarts";

const axisLabelColour = slate[6];
const splitLineColour = slate[2];

interface ChartProps {
  /** What the chart shows, for screen readers (the card's table gives the figures). */
  label: string;
  height?: number;
}

/** "active users over time" (docs/product.md#statistics-overview): one line on a time axis, its dates in the interface language. */
export function ActiveUsersChart({ points, label, height = 220 }: ChartProps & { points: readonly TrafficPoint[] }) {
  const { i18n } = useTranslation();
  const timeLabel = useMemo(() => {
    const first = points[0]?.timeline ?? 0;
    const last = points.at(-1)?.timeline ?? 0;
    // Hours over a day or two, else days.
    const options: Intl.DateTimeFormatOptions =
      last - first <= 2 * 86_400 ? { hour: "numeric", minute: "2-digit" } : { day: "numeric", month: "short" };
    const format = new Intl.DateTimeFormat(i18n.language, options);
    return (value: number) => format.format(new Date(value));
  }, [points, i18n.language]);
  const option = useMemo(
    (): OverviewChartOption => ({
      animation: false,
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: "axis", confine: true, valueFormatter: (value) => formatAverage(Number(value)) },
      xAxis: {
        type: "time",
        axisLabel: { color: axisLabelColour, hideOverlap: true, formatter: timeLabel },
        axisLine: { lineStyle: { color: slate[3] } },
      },
      yAxis: {
        type: "value",
        minInterval: 1,
        axisLabel: { color: axisLabelColour, formatter: (value: number) => formatAverage(value) },
        splitLine: { lineStyle: { color: splitLineColour } },
      },
      series: [
        {
          type: "line",
          name: label,
          data: points.map((point) => [point.timeline * 1000, point.active_users]),
          showSymbol: points.length < 2,
          color: ocean[6],
          lineStyle: { width: 2 },
          areaStyle: { opacity: 0.12 },
        },
      ],
    }),
    [points, label, timeLabel],
  );
  const { container, isLoaded } = useLazyECharts(option, loadOverviewECharts);
  return <div ref={container} role="img" aria-label={label} aria-busy={!isLoaded} style={{ width: "100%", height }} />;
}

/** Bars of an average per slot (weekday or hour), their labels given. */
function AverageBarsChart({
  slots,
  categories,
  shownLabel,
  label,
  height = 200,
}: ChartProps & {
  slots: readonly AverageSlot[];
  categories: readonly string[];
  /** Whether a category's label is drawn under its bar. */
  shownLabel?: (index: number) => boolean;
}) {
  const option = useMemo(
    (): OverviewChartOption => ({
      animation: false,
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: "axis", confine: true, valueFormatter: (value) => formatAverage(Number(value)) },
      xAxis: {
        type: "category",
        data: [...categories],
        axisTick: { alignWithLabel: true },
        axisLabel: { color: axisLabelColour, interval: shownLabel ? (index: number) => shownLabel(index) : 0 },
        axisLine: { lineStyle: { color: slate[3] } },
      },
      yAxis: {
        type: "value",
        axisLabel: { color: axisLabelColour, formatter: (value: number) => formatAverage(value) },
        splitLine: { lineStyle: { color: splitLineColour } },
      },
      series: [
        {
          type: "bar",
          name: label,
          data: slots.map((slot) => slot.average),
          itemStyle: { color: ocean[5], borderRadius: [3, 3, 0, 0] },
          barMaxWidth: 28,
        },
      ],
    }),
    [slots, categories, shownLabel, label],
  );
  const { container, isLoaded } = useLazyECharts(option, loadOverviewECharts);
  return <div ref={container} role="img" aria-label={label} aria-busy={!isLoaded} style={{ width: "100%", height }} />;
}

/** "average per weekday" (docs/product.md#statistics-overview), Monday first. */
export function WeekdayAveragesChart({ slots, label }: ChartProps & { slots: readonly AverageSlot[] }) {
  const { i18n } = useTranslation();
  const categories = useMemo(() => weekdayNames("short", i18n.language), [i18n.language]);
  return <AverageBarsChart slots={slots} categories={categories} label={label} />;
}

const isHourTick = (hour: number) => (hourOfDayTicks as readonly number[]).includes(hour);

/** "average per hour of day" (docs/product.md#statistics-overview), labelled at 2h, 7h, 12h, 17h and 22h. */
export function HourOfDayAveragesChart({ slots, label }: ChartProps & { slots: readonly AverageSlot[] }) {
  const { i18n } = useTranslation();
  const categories = useMemo(
    () => Array.from({ length: 24 }, (_, hour) => hourName(hour, i18n.language)),
    [i18n.language],
  );
  return <AverageBarsChart slots={slots} categories={categories} shownLabel={isHourTick} label={label} />;
}
