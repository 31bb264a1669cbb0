import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from "echarts/charts";
import { LegendComponent, type LegendComponentOption } from "echarts/components";
import { type ChartOption, registerCharts } from "../../../components/charts/echarts-setup";

// docs/decisions.md#charts: only the chart types and components these cards draw. This
// module is imported by the monitoring route's chunk only, never on the
// sign-in path.
registerCharts([LineChart, BarChart, LegendComponent]);

export type MonitoringChartOption = ChartOption<LineSeriesOption | BarSeriesOption | LegendComponentOption>;
