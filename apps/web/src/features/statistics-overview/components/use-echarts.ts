import { type EChartsType, init } from "echarts/core";
import { type RefObject, useEffect, useRef } from "react";

/**
 * An ECharts instance on a container, resized with it and disposed with the
 * component, drawing `option` whenever it changes. Returns the container's ref
 * and the instance (for the map's zoom buttons).
 */
export function useECharts<Option>(option: Option): {
  container: RefObject<HTMLDivElement | null>;
  chart: RefObject<EChartsType | null>;
} {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: "svg" });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // biome-ignore lint/suspicious/noExplicitAny: each caller's option type is ECharts' composed one.
    chart.current?.setOption(option as any, { notMerge: true });
  }, [option]);

  return { container, chart };
}
