import { BarChart, type BarSeriesOption, PieChart, type PieSeriesOption } from "echarts/charts";
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

// DESIGN "charts": the casting dashboard draws a pie and bars only, so the
// rest of ECharts stays out of its chunk.
use([PieChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type CastingChartOption = ComposeOption<
  PieSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;
