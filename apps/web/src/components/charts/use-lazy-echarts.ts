import type { EChartsType, init } from "echarts/core";
import { type RefObject, useEffect, useRef, useState } from "react";
import { afterNextPaint } from "./after-next-paint";

/** ECharts' `init`, from the chunk that registered a feature's chart types. */
export type EChartsInit = typeof init;

/** Gives `init` at once (ECharts in the caller's chunk) or once a chunk of its own is in. */
export type EChartsLoader = () => EChartsInit | Promise<EChartsInit>;

const hasSize = (element: HTMLElement) => element.clientWidth > 0 && element.clientHeight > 0;

/**
 * A loader of a feature's ECharts chunk (its `echarts-setup.ts`, which registers
 * the feature's chart types and exports `init`) that every chart of the page
 * waits on together; a chunk that failed to load is asked for again by the next
 * chart that mounts.
 */
export function eChartsChunk(load: () => Promise<{ init: EChartsInit }>): () => Promise<EChartsInit> {
  let loading: Promise<EChartsInit> | undefined;
  return () => {
    loading ??= load().then(
      (setup) => setup.init,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * An ECharts instance on a container, resized with it and disposed with the
 * component, drawing `option` whenever it changes. ECharts comes from
 * `loadECharts` (read once, on mount, and called once the page has painted
 * the frame the chart's box is in): a feature whose page should draw
 * before ECharts has loaded and run (docs/performance.md "Signed-in pages")
 * gives `eChartsChunk(() => import("./echarts-setup"))`, and the container,
 * laid out by the caller, stands empty until ECharts is in. Returns the container's ref, the instance (for
 * the map's zoom buttons) and whether ECharts is in. A container without a
 * size yet (laid out later, or hidden) is drawn once it has one: the map's
 * projection throws on an empty box. A chunk that fails to load is thrown
 * to the screen's error boundary, as a screen's own chunk would be.
 */
export function useLazyECharts<Option>(
  option: Option,
  loadECharts: EChartsLoader,
): {
  container: RefObject<HTMLDivElement | null>;
  chart: RefObject<EChartsType | null>;
  isLoaded: boolean;
} {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latestOption = useRef(option);
  const isDrawn = useRef(false);
  const [isLoaded, setIsLoaded] = useState(false);
  const [loadFailure, setLoadFailure] = useState<{ error: unknown } | null>(null);
  if (loadFailure) throw loadFailure.error;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the loader is read once, on mount.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let isUnmounted = false;
    let instance: EChartsType | null = null;
    let observer: ResizeObserver | null = null;
    const start = (initECharts: EChartsInit) => {
      if (isUnmounted) return;
      const started = initECharts(element, undefined, { renderer: "svg" });
      instance = started;
      chart.current = started;
      observer = new ResizeObserver(() => {
        if (!hasSize(element)) return;
        if (isDrawn.current) {
          started.resize();
          return;
        }
        // biome-ignore lint/suspicious/noExplicitAny: each caller's option type is ECharts' composed one.
        started.setOption(latestOption.current as any, { notMerge: true });
        isDrawn.current = true;
      });
      observer.observe(element);
      setIsLoaded(true);
    };
    // ECharts takes the main thread for a while as its chunk runs: not before the page's frame has painted.
    const cancelLoad = afterNextPaint(() => {
      const loaded = loadECharts();
      if (loaded instanceof Promise) {
        loaded.then(start, (error: unknown) => {
          if (!isUnmounted) setLoadFailure({ error });
        });
      } else {
        start(loaded);
      }
    });
    return () => {
      isUnmounted = true;
      cancelLoad();
      observer?.disconnect();
      instance?.dispose();
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

  return { container, chart, isLoaded };
}
