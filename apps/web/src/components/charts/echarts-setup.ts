import {
  GridComponent,
  type GridComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from "echarts/components";
import { type ComposeOption, use } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

type Extension = Parameters<typeof use>[0];
/** What ECharts composes an option of: the options of series and components (their own `mainType`). */
type OptionPart = { mainType?: string };

/**
 * docs/decisions.md#charts: each feature registers only the chart types it draws (so the
 * rest of ECharts is shaken out of its chunk), on top of what every chart here
 * uses: a grid, a tooltip, and the SVG renderer (crisp for a few hundred points,
 * no canvas needed).
 */
export function registerCharts(extensions: readonly Extension[]): void {
  use([...extensions.flat(), GridComponent, TooltipComponent, SVGRenderer]);
}

/** A feature's option type: its series (and extra components) plus the grid and the tooltip. */
export type ChartOption<Extra extends OptionPart> = ComposeOption<Extra | GridComponentOption | TooltipComponentOption>;

type TooltipFormatter = Extract<NonNullable<TooltipComponentOption["formatter"]>, (...args: never[]) => unknown>;

/** The hover card of one item (a slice, a country), kept inside the chart's box. */
export function itemTooltip(formatter: TooltipFormatter) {
  return { trigger: "item" as const, confine: true, formatter };
}
