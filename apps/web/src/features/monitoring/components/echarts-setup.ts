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
// the rest of ECharts is shaken out. This module is imported by the
// monitoring route's chunk only, never on the sign-in path. SVG renders a
// few hundred points crisply and needs no canvas.
use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type MonitoringChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;
