import { vi } from "vitest";

/**
 * A feature's ECharts chunk (its `echarts-setup.ts`, loaded by `useLazyECharts`) as a test holds it:
 * mocked with `vi.mock("./echarts-setup", async () => { await standIn.arrived; return { init: standIn.init }; })`,
 * it arrives when the test calls `arrive`, and its `init` records the drawing on `instance`.
 */
export function lazyEChartsStandIn() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const instance = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
  return { arrive: () => arrive(), arrived, instance, init: vi.fn(() => instance) };
}

/** A layout that gives the charts' boxes their size at once, as a browser's first ResizeObserver call does. */
export function layOutChartBoxes(size: { width: number; height: number }): void {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(size.width);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(size.height);
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly changed: ResizeObserverCallback) {}
      observe() {
        this.changed([], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}
