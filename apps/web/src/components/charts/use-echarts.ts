import { type EChartsType, init } from "echarts/core";
import { type RefObject, useEffect, useRef } from "react";

const hasSize = (element: HTMLElement) => element.clientWidth > 0 && element.clientHeight > 0;

/**
 * An ECharts instance on a container, resized with it and disposed with the
 * component, drawing `option` whenever it changes. Returns the container's ref
 * and the instance (for the map's zoom buttons). A container without a size
 * yet (laid out later, or hidden) is drawn once it has one: the map's
 * projection throws on an empty box.
 */
export function useECharts<Option>(option: Option): {
  container: RefObject<HTMLDivElement | null>;
  chart: RefObject<EChartsType | null>;
} {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latestOption = useRef(option);
  const isDrawn = useRef(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: "svg" });
    chart.current = instance;
    const observer = new ResizeObserver(() => {
      if (!hasSize(element)) return;
      if (isDrawn.current) {
        instance.resize();
        return;
      }
      // biome-ignore lint/suspicious/noExplicitAny: each caller's option type is ECharts' composed one.
      instance.setOption(latestOption.current as any, { notMerge: true });
      isDrawn.current = true;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
      isDrawn.current = false;
    };
  }, []);

  useEffect(() => {
    latestOption.current = option;
    const element = container.current;
    if (!chart.current || !element || !hasSize(element)) return;
    // biome-ignore lint/suspicious/noExplicitAny: each caller's option type is ECharts' composed one.
    chart.current.setOption(option as any, { notMerge: true });
    isDrawn.current = true;
  }, [option]);

  return { container, chart };
}
