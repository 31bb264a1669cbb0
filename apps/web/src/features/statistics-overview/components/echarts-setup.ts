import {
  BarChart,
  type BarSeriesOption,
  LineChart,
  type LineSeriesOption,
  PieChart,
  type PieSeriesOption,
} from "echarts/charts";
import {
  GridComponent,
  type GridComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from "echarts/components";
import { type ComposeOption, use } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

// DESIGN "charts": the overview's line, bars and device pie only; the world
// map registers its own chart type in its lazy chunk (world-map/).
use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

export type OverviewChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption
>;
