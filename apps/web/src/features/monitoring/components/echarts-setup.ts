import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from "echarts/charts";
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from "echarts/components";
import { type ComposeOption, use } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

// DESIGN "charts": only the chart types and components these cards draw, so
// the rest of ECharts is shaken out. This module is ECharts' own chunk,
// imported by time-series-chart.tsx when the monitoring screen's chunk runs
// (never on the sign-in path): the screen's frame, titles and figures paint
// without waiting for it. It imports nothing but ECharts, so that chunk holds
// nothing the other chunks share. SVG renders a few hundred points crisply
// and needs no canvas.
use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init } from "echarts/core";

export type MonitoringChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;
