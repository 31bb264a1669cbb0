import { BarChart, type BarSeriesOption } from "echarts/charts";
import {
  GridComponent,
  type GridComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from "echarts/components";
import { type ComposeOption, use } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

// DESIGN "charts": only the bars these dashboards draw, so the rest of
// ECharts is shaken out of their chunk.
use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export type DashboardChartOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;
