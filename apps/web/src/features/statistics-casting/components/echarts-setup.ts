import { BarChart, type BarSeriesOption, PieChart, type PieSeriesOption } from "echarts/charts";
import { LegendComponent, type LegendComponentOption } from "echarts/components";
import { type ChartOption, registerCharts } from "../../../components/charts/echarts-setup";

// docs/decisions.md#charts: the casting dashboard draws a pie and bars only, so the
// rest of ECharts stays out of its chunk.
registerCharts([PieChart, BarChart, LegendComponent]);

export type CastingChartOption = ChartOption<PieSeriesOption | BarSeriesOption | LegendComponentOption>;
