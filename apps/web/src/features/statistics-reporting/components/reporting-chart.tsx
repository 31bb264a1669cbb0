import type { InterfaceLanguage, ReportingKeyKind } from "@ondine/domain";
import { useMemo } from "react";
import { useECharts } from "../../../components/charts/use-echarts";
import { formatReportingCell } from "../reporting-formats";
import type { ReportingSeries } from "../reporting-series";
import type { ReportingChartOption } from "./echarts-setup";
import "./echarts-setup";

export interface ReportingChartProps {
  series: readonly (ReportingSeries & { label: string })[];
  /** The twelve months' short names in the interface language. */
  months: readonly string[];
  language: InterfaceLanguage;
  /** The graph in words for screen readers; the table beside it has every figure. */
  summary: string;
}

const axisKind = (series: ReportingChartProps["series"], axis: 0 | 1): ReportingKeyKind =>
  series.find((entry) => entry.axis === axis)?.kind ?? "count";

/** A card's monthly graph (ECharts, in its own chunk): bars, stacked for the offers, and a line for people. */
export function ReportingChart({ series, months, language, summary }: ReportingChartProps) {
  const option = useMemo((): ReportingChartOption => {
    const hasRightAxis = series.some((entry) => entry.axis === 1);
    const axisLabel = (kind: ReportingKeyKind) => ({
      formatter: (value: number) => formatReportingCell(kind, value, language),
    });
    return {
      legend: { top: 0, type: "scroll" },
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      tooltip: { trigger: "axis", confine: true },
      xAxis: { type: "category", data: [...months] },
      yAxis: [
        { type: "value", axisLabel: axisLabel(axisKind(series, 0)) },
        ...(hasRightAxis
          ? [{ type: "value" as const, axisLabel: axisLabel(axisKind(series, 1)), splitLine: { show: false } }]
          : []),
      ],
      series: series.map((entry) => ({
        type: entry.type,
        name: entry.label,
        yAxisIndex: entry.axis,
        stack: entry.stacked ? "offers" : undefined,
        data: entry.months.map((value) => value ?? null),
        tooltip: {
          valueFormatter: (value) =>
            formatReportingCell(entry.kind, typeof value === "number" ? value : null, language),
        },
      })),
    } as ReportingChartOption;
  }, [series, months, language]);
  const { container } = useECharts(option);
  return <div ref={container} role="img" aria-label={summary} style={{ width: "100%", height: 280 }} />;
}
