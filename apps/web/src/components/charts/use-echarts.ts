import { init } from "echarts/core";
import { useLazyECharts } from "./use-lazy-echarts";

const initAtOnce = () => init;

/**
 * An ECharts instance on a container, for charts whose chunk carries ECharts
 * (the instance starts on mount): see `useLazyECharts` for the rest, and for
 * charts whose page draws before ECharts is in.
 */
export function useECharts<Option>(option: Option) {
  return useLazyECharts(option, initAtOnce);
}
