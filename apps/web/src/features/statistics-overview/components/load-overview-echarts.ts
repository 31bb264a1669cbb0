import { eChartsChunk } from "../../../components/charts/use-lazy-echarts";

/**
 * ECharts and the overview's chart types, a chunk of their own: the cards and
 * their charts' boxes draw at once, the charts once it is in. The screen
 * asks for it once its header has painted (docs/performance.md "Signed-in
 * pages"); the page's charts share this loader.
 */
export const loadOverviewECharts = eChartsChunk(() => import("./echarts-setup"));
