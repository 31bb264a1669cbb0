import type { SpeedtestPoint } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { hasSeveralSites, speedtestDailyAverage } from "./speedtest-daily-average";

const test = (siteId: number, stamp: Date, download: number): SpeedtestPoint => ({
  stamp: stamp.toISOString(),
  timeline: Math.floor(stamp.getTime() / 1000),
  site_id: siteId,
  download,
  upload: 0,
});

describe("speedtestDailyAverage", () => {
  it("averages each day's downloads, at noon of the day, in day order", () => {
    const day = (date: number, hour: number) => new Date(2026, 10, date, hour, 30);
    const averages = speedtestDailyAverage([
      test(2, day(21, 9), 300),
      test(1, day(20, 8), 100),
      test(2, day(20, 22), 200),
      test(1, day(21, 23), 500),
    ]);
    expect(averages).toEqual([
      [new Date(2026, 10, 20, 12).getTime(), 150],
      [new Date(2026, 10, 21, 12).getTime(), 400],
    ]);
  });

  it("tells an organism's tests (several sites) from one site's", () => {
    const at = new Date(2026, 10, 20, 8);
    expect(hasSeveralSites([test(1, at, 1), test(1, at, 2)])).toBe(false);
    expect(hasSeveralSites([test(1, at, 1), test(2, at, 2)])).toBe(true);
  });
});
