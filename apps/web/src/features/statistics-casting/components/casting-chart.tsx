import { useECharts } from "../../../components/charts/use-echarts";
import type { CastingChartOption } from "./echarts-setup";
import "./echarts-setup";

interface CastingChartProps {
  option: CastingChartOption;
  /** The chart's figures in words (SPEC: a text alternative for every chart). */
  summary: string;
  height: number;
}

/** An ECharts drawing that follows its box's width; screen readers read `summary` instead. */
export function CastingChart({ option, summary, height }: CastingChartProps) {
  const { container } = useECharts(option);
  return <div ref={container} role="img" aria-label={summary} style={{ width: "100%", height }} />;
}
