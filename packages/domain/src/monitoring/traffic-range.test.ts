import { describe, expect, it } from "vitest";
import { deviceReachability } from "./device-reachability";
import { formatBitsPerSecond, formatBytes } from "./si-format";
import { trafficRangeWindow, trafficResolution } from "./traffic-range";

const now = new Date("2026-11-22T14:30:00Z");

describe("trafficRangeWindow (docs/product.md#monitoring-traffic)", () => {
  it("day: the last 24 hours, stopping one hour ahead", () => {
    expect(trafficRangeWindow("day", now)).toEqual({
      startAt: new Date("2026-11-21T14:30:00Z"),
      stopAt: new Date("2026-11-22T15:30:00Z"),
    });
  });

  it("month: the last 31 days, stopping one day ahead", () => {
    expect(trafficRangeWindow("month", now)).toEqual({
      startAt: new Date("2026-10-22T14:30:00Z"),
      stopAt: new Date("2026-11-23T14:30:00Z"),
    });
  });

  it("year: the last 12 months", () => {
    expect(trafficRangeWindow("year", now)).toEqual({
      startAt: new Date("2025-11-22T14:30:00Z"),
      stopAt: now,
    });
  });
});

describe("trafficResolution", () => {
  const window = (days: number) => ({ startAt: now, stopAt: new Date(now.getTime() + days * 86_400_000) });

  it("reads raw samples up to 2 days, hourly roll-ups up to 62 days, daily beyond", () => {
    expect(trafficResolution(window(2))).toBe("raw");
    expect(trafficResolution(window(2.01))).toBe("hourly");
    expect(trafficResolution(window(62))).toBe("hourly");
    expect(trafficResolution(window(63))).toBe("daily");
    expect(trafficResolution(trafficRangeWindow("year", now))).toBe("daily");
  });
});

describe("SI formats (docs/product.md#monitoring-caches)", () => {
  it("uses SI prefixes with one decimal", () => {
    expect(formatBitsPerSecond(0, "en")).toBe("0.0\u00a0b/s");
    expect(formatBitsPerSecond(999, "en")).toBe("999.0\u00a0b/s");
    expect(formatBitsPerSecond(1_234_567, "en")).toBe("1.2\u00a0Mb/s");
    expect(formatBitsPerSecond(999_960, "en")).toBe("1.0\u00a0Mb/s");
    expect(formatBytes(2_500_000_000, "en")).toBe("2.5\u00a0GB");
    expect(formatBitsPerSecond(-1_100_000_000, "en")).toBe("-1.1\u00a0Gb/s");
  });

  it("writes the number in the language asked for", () => {
    expect(formatBitsPerSecond(1_100_000_000, "fr")).toBe("1,1\u00a0Gb/s");
    expect(formatBitsPerSecond(1_100_000_000, "de")).toBe("1,1\u00a0Gb/s");
    expect(formatBitsPerSecond(1_100_000_000, "zh")).toBe("1.1\u00a0Gb/s");
  });
});

describe("deviceReachability (docs/product.md#monitoring-availability)", () => {
  it("is not configured, connected or unreachable", () => {
    expect(deviceReachability({ isProvisioned: false, isReachable: true })).toBe("not_configured");
    expect(deviceReachability({ isProvisioned: true, isReachable: true })).toBe("connected");
    expect(deviceReachability({ isProvisioned: true, isReachable: false })).toBe("unreachable");
  });
});
