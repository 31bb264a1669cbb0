import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from "echarts/charts";
import { LegendComponent, type LegendComponentOption } from "echarts/components";
import { type ChartOption, registerCharts } from "../../../components/charts/echarts-setup";

// docs/decisions.md#charts: only the chart types and components these cards draw. This
// module is a chunk of its own, imported dynamically by the cards' charts and by
// the monitoring route's loader (docs/performance.md "Signed-in pages"): the
// screen draws without waiting for ECharts, never on the sign-in path.
registerCharts([LineChart, BarChart, LegendComponent]);

export { init } from "echarts/core";

export type MonitoringChartOption = ChartOption<LineSeriesOption | BarSeriesOption | LegendComponentOption>;
