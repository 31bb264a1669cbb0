import { BarChart, type BarSeriesOption } from "echarts/charts";
import { type ChartOption, registerCharts } from "../../../components/charts/echarts-setup";

// docs/decisions.md#charts: only the bars these dashboards draw, so the rest of
// ECharts is shaken out of their chunk.
registerCharts([BarChart]);

export type DashboardChartOption = ChartOption<BarSeriesOption>;
