import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layOutChartBoxes } from "../../../testing/lazy-echarts-stand-in";
import { type ChartSeries, TimeSeriesChart } from "./time-series-chart";

// ECharts' chunk (echarts-setup.ts) arrives when the test says so: a stand-in `init` that records the drawing.
const echarts = await vi.hoisted(async () => {
  const { lazyEChartsStandIn } = await import("../../../testing/lazy-echarts-stand-in");
  return lazyEChartsStandIn();
});
vi.mock("./echarts-setup", async () => {
  await echarts.arrived;
  return { init: echarts.init };
});

const received: ChartSeries = {
  name: "Received",
  kind: "line",
  colour: "#1c7ed6",
  points: [
    [Date.UTC(2026, 10, 30, 8), 12],
    [Date.UTC(2026, 10, 30, 9), 30],
  ],
  format: (value) => `${value} Mb`,
};
const window = { startAt: new Date(Date.UTC(2026, 10, 30)), stopAt: new Date(Date.UTC(2026, 11, 1)) };

describe("a monitoring card's time chart (docs/performance.md, signed-in pages)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("draws its box before ECharts has loaded, and its curves once ECharts is in", async () => {
    layOutChartBoxes({ width: 600, height: 260 });
    render(<TimeSeriesChart series={[received]} window={window} label="Traffic received" />);

    const box = screen.getByRole("img", { name: "Traffic received" });
    expect(box).toHaveStyle({ height: "260px" });
    expect(box).toHaveAttribute("aria-busy", "true");
    expect(echarts.init).not.toHaveBeenCalled();

    echarts.arrive();
    await waitFor(() => expect(box).toHaveAttribute("aria-busy", "false"));
    expect(echarts.init).toHaveBeenCalledWith(box, undefined, { renderer: "svg" });
    expect(echarts.instance.setOption).toHaveBeenCalledTimes(1);
    const [option] = echarts.instance.setOption.mock.calls[0] ?? [];
    expect(option.series).toEqual([
      expect.objectContaining({
        type: "line",
        name: "Received",
        data: [
          [Date.UTC(2026, 10, 30, 8), 12],
          [Date.UTC(2026, 10, 30, 9), 30],
        ],
      }),
    ]);
  });
});
