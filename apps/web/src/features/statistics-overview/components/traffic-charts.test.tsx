import type { TrafficPoint } from "@ondine/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layOutChartBoxes } from "../../../testing/lazy-echarts-stand-in";
import { renderComponent } from "../../../testing/render-component";
import { ActiveUsersChart, WeekdayAveragesChart } from "./traffic-charts";

// ECharts' chunk (echarts-setup.ts) arrives when the test says so: a stand-in `init` that records the drawing.
const echarts = await vi.hoisted(async () => {
  const { lazyEChartsStandIn } = await import("../../../testing/lazy-echarts-stand-in");
  return lazyEChartsStandIn();
});
vi.mock("./echarts-setup", async () => {
  await echarts.arrived;
  return { init: echarts.init };
});

const points: TrafficPoint[] = [
  { stamp: "2026-11-30T08:00:00Z", timeline: Date.UTC(2026, 10, 30, 8) / 1000, rx: 0, tx: 0, active_users: 4 },
  { stamp: "2026-11-30T09:00:00Z", timeline: Date.UTC(2026, 10, 30, 9) / 1000, rx: 0, tx: 0, active_users: 9 },
];
const weekdays = Array.from({ length: 7 }, (_, slot) => ({ slot, average: slot + 1 }));

describe("the overview's traffic charts (docs/performance.md, signed-in pages)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("draw their boxes before ECharts has loaded, and their charts once ECharts is in", async () => {
    layOutChartBoxes({ width: 600, height: 220 });
    await renderComponent(
      <>
        <ActiveUsersChart points={points} label="Active users" />
        <WeekdayAveragesChart slots={weekdays} label="Average per weekday" />
      </>,
    );

    const line = screen.getByRole("img", { name: "Active users" });
    const bars = screen.getByRole("img", { name: "Average per weekday" });
    expect(line).toHaveStyle({ height: "220px" });
    expect(line).toHaveAttribute("aria-busy", "true");
    expect(bars).toHaveAttribute("aria-busy", "true");
    expect(echarts.init).not.toHaveBeenCalled();

    echarts.arrive();
    await waitFor(() => expect(bars).toHaveAttribute("aria-busy", "false"));
    expect(line).toHaveAttribute("aria-busy", "false");
    expect(echarts.init).toHaveBeenCalledWith(line, undefined, { renderer: "svg" });
    expect(echarts.init).toHaveBeenCalledWith(bars, undefined, { renderer: "svg" });
    const drawn = echarts.instance.setOption.mock.calls.map(([option]) => option.series);
    expect(drawn).toEqual([
      [
        expect.objectContaining({
          type: "line",
          data: [
            [Date.UTC(2026, 10, 30, 8), 4],
            [Date.UTC(2026, 10, 30, 9), 9],
          ],
        }),
      ],
      [expect.objectContaining({ type: "bar", data: [1, 2, 3, 4, 5, 6, 7] })],
    ]);
  });
});
