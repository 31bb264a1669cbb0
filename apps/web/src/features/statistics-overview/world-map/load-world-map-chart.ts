/**
 * The audience's world map: its chart type, ECharts' map and the world geometry,
 * a chunk of its own that the overview asks for once its header has painted
 * (docs/performance.md "Signed-in pages").
 */
export const loadWorldMapChart = () => import("./world-map-chart");
