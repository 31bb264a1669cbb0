import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from "echarts/charts";
import { LegendComponent, type LegendComponentOption } from "echarts/components";
import { type ChartOption, registerCharts } from "../../../components/charts/echarts-setup";

// docs/decisions.md#charts: the reporting graphs draw monthly bars and lines only.
registerCharts([BarChart, LineChart, LegendComponent]);

export type ReportingChartOption = ChartOption<BarSeriesOption | LineSeriesOption | LegendComponentOption>;
