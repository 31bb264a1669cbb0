import {
  BarChart,
  type BarSeriesOption,
  LineChart,
  type LineSeriesOption,
  PieChart,
  type PieSeriesOption,
} from "echarts/charts";
import { type ChartOption, registerCharts } from "../../../components/charts/echarts-setup";

// docs/decisions.md#charts: the overview's line, bars and device pie only; the world
// map registers its own chart type in its lazy chunk (world-map/). A chunk of its
// own (load-overview-echarts.ts): the page draws without waiting for ECharts.
registerCharts([LineChart, BarChart, PieChart]);

export { init } from "echarts/core";

export type OverviewChartOption = ChartOption<LineSeriesOption | BarSeriesOption | PieSeriesOption>;
