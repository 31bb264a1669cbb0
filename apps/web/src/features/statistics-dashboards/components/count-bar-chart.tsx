import { useMemo } from "react";
import { useECharts } from "../../../components/charts/use-echarts";
import { ocean, slate } from "../../../theme/palette";
// The chart types this chart draws are registered by the setup module.
import "./echarts-setup";
import type { DashboardChartOption } from "./echarts-setup";

export interface ChartBar {
  label: string;
  count: number;
  /** The "others" bar of a top 5, drawn in grey. */
  muted?: boolean;
}

interface CountBarChartProps {
  bars: readonly ChartBar[];
  /** Horizontal bars for rankings (long names read left to right), vertical ones over time. */
  orientation: "horizontal" | "vertical";
  formatCount: (count: number) => string;
  /** What the chart shows, for screen readers (the card's table gives the figures). */
  label: string;
}

/** An ECharts bar chart of counts; hovering a bar shows its label and count. */
export function CountBarChart({ bars, orientation, formatCount, label }: CountBarChartProps) {
  const option = useMemo(() => chartOption(bars, orientation, formatCount), [bars, orientation, formatCount]);
  const { container } = useECharts(option);

  const height = orientation === "horizontal" ? Math.max(120, bars.length * 36 + 24) : 260;
  return <div ref={container} role="img" aria-label={label} style={{ width: "100%", height }} />;
}

function chartOption(
  bars: readonly ChartBar[],
  orientation: "horizontal" | "vertical",
  formatCount: (count: number) => string,
): DashboardChartOption {
  const labels = bars.map((bar) => bar.label);
  // The largest first, at the top of a ranking.
  const categoryAxis = {
    type: "category" as const,
    data: orientation === "horizontal" ? [...labels].reverse() : labels,
    axisLabel: { color: slate[7], width: 120, overflow: "truncate" as const, hideOverlap: true },
    axisLine: { lineStyle: { color: slate[3] } },
    axisTick: { show: false },
  };
  const valueAxis = {
    type: "value" as const,
    minInterval: 1,
    axisLabel: { color: slate[6], formatter: (value: number) => formatCount(value), hideOverlap: true },
    splitLine: { lineStyle: { color: slate[2] } },
  };
  const data = bars.map((bar) => ({ value: bar.count, itemStyle: { color: bar.muted ? slate[4] : ocean[6] } }));
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: "item",
      confine: true,
      valueFormatter: (value) => formatCount(Number(value)),
    },
    xAxis: orientation === "horizontal" ? valueAxis : categoryAxis,
    yAxis: orientation === "horizontal" ? categoryAxis : valueAxis,
    series: [
      {
        type: "bar",
        data: orientation === "horizontal" ? [...data].reverse() : data,
        barMaxWidth: orientation === "horizontal" ? 22 : 18,
        itemStyle: { borderRadius: orientation === "horizontal" ? [0, 3, 3, 0] : [3, 3, 0, 0] },
      },
    ],
  };
}
