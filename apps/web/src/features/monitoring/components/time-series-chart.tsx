import type { TimeWindow } from "@ondine/domain";
import { useMemo } from "react";
import { eChartsChunk, useLazyECharts } from "../../../components/charts/use-lazy-echarts";
import { slate } from "../../../theme/palette";
import { hoverCardHtml, hoverDate, timeAxisLabelFormat } from "./chart-formats";
import type { MonitoringChartOption } from "./echarts-setup";

/** One curve (or row of bars) over time: points are [epoch milliseconds, value]. */
export interface ChartSeries {
  name: string;
  kind: "line" | "bar";
  colour: string;
  points: readonly (readonly [number, number])[];
  /** How its values read, on its axis and in the hover card. */
  format: (value: number) => string;
  /** 1 draws it against a second axis on the right (a count beside rates). */
  axis?: 0 | 1;
  area?: boolean;
  dashed?: boolean;
}

interface TimeSeriesChartProps {
  series: readonly ChartSeries[];
  window: TimeWindow;
  /** What the chart shows, for screen readers (the card's summary gives the figures). */
  label: string;
  height?: number;
}

// ECharts and the cards' chart types, a chunk of their own: the card and the chart's box draw at
// once, the curves once it is in. The route's loader asks for it beside the screen's chunk.
const loadMonitoringECharts = eChartsChunk(() => import("./echarts-setup"));

/** An ECharts time chart of one to three series; hovering shows the date and each value. */
export function TimeSeriesChart({ series, window, label, height = 260 }: TimeSeriesChartProps) {
  const option = useMemo(() => chartOption(series, window), [series, window]);
  const { container, isLoaded } = useLazyECharts(option, loadMonitoringECharts);
  return <div ref={container} role="img" aria-label={label} aria-busy={!isLoaded} style={{ width: "100%", height }} />;
}

function chartOption(series: readonly ChartSeries[], window: TimeWindow): MonitoringChartOption {
  const axisFormats = [series.find((item) => (item.axis ?? 0) === 0), series.find((item) => item.axis === 1)];
  const valueAxis = (format: ((value: number) => string) | undefined, position: "left" | "right") => ({
    type: "value" as const,
    position,
    axisLabel: { color: slate[6], formatter: format ?? String },
    splitLine: { show: position === "left", lineStyle: { color: slate[2] } },
    minInterval: 1,
  });
  return {
    animation: false,
    // Room at the bottom for the time labels; the side labels are kept inside by ECharts.
    grid: { left: 8, right: 8, top: 40, bottom: 28 },
    legend: { top: 0, left: 0, icon: "roundRect", itemWidth: 12, itemHeight: 8, textStyle: { color: slate[7] } },
    tooltip: {
      trigger: "axis",
      confine: true,
      formatter: (params) => {
        const items = Array.isArray(params) ? params : [params];
        const first = items[0]?.value as [number, number] | undefined;
        if (!first) return "";
        const rows = items.flatMap((item) => {
          const drawn = series[item.seriesIndex ?? -1];
          const value = (item.value as [number, number])[1];
          return drawn ? [{ name: drawn.name, colour: drawn.colour, value: drawn.format(value) }] : [];
        });
        return hoverCardHtml(hoverDate(first[0]), rows);
      },
    },
    xAxis: {
      type: "time",
      min: window.startAt.getTime(),
      max: window.stopAt.getTime(),
      axisLabel: { color: slate[6], formatter: timeAxisLabelFormat(window), hideOverlap: true },
      axisLine: { lineStyle: { color: slate[3] } },
    },
    yAxis: axisFormats[1]
      ? [valueAxis(axisFormats[0]?.format, "left"), valueAxis(axisFormats[1].format, "right")]
      : [valueAxis(axisFormats[0]?.format, "left")],
    series: series.map((item) =>
      item.kind === "bar"
        ? {
            type: "bar" as const,
            name: item.name,
            data: item.points.map((point) => [...point]),
            yAxisIndex: item.axis ?? 0,
            itemStyle: { color: item.colour, borderRadius: [3, 3, 0, 0] },
            barMaxWidth: 14,
          }
        : {
            type: "line" as const,
            name: item.name,
            data: item.points.map((point) => [...point]),
            yAxisIndex: item.axis ?? 0,
            showSymbol: item.points.length < 2,
            symbolSize: 6,
            color: item.colour,
            lineStyle: { width: 2, type: item.dashed ? ("dashed" as const) : ("solid" as const) },
            areaStyle: item.area ? { opacity: 0.12 } : undefined,
          },
    ),
  };
}
