import { describe, expect, it } from "vitest";
import {
  castingDayKey,
  castingDayKeys,
  castingDefaultWindow,
  castingLastDaysWindow,
  castingMonthOptions,
  castingQuerySchema,
  castingTimeoutMs,
  isDailyCastersAvailable,
  serialsMatch,
} from "./casting";

const unix = (iso: string) => Date.parse(iso) / 1000;

describe("castingDayKeys (docs/product.md#iot-limits: room day use in Paris time)", () => {
  it("gives the Paris midnight of every day the window touches", () => {
    const window = { startAt: new Date("2026-11-20T10:00:00Z"), stopAt: new Date("2026-11-22T14:00:00Z") };
    expect(castingDayKeys(window)).toEqual([
      unix("2026-11-19T23:00:00Z"),
      unix("2026-11-20T23:00:00Z"),
      unix("2026-11-21T23:00:00Z"),
    ]);
  });

  it("stops before a day the window only reaches at its midnight", () => {
    const window = { startAt: new Date("2026-11-20T23:00:00Z"), stopAt: new Date("2026-11-21T23:00:00Z") };
    expect(castingDayKeys(window)).toEqual([unix("2026-11-20T23:00:00Z")]);
  });

  it("counts the 23-hour and 25-hour days of the clock changes as one day each", () => {
    const window = { startAt: new Date("2026-03-28T23:00:00Z"), stopAt: new Date("2026-03-30T00:00:00Z") };
    // 29 March 2026 starts at 00:00 CET and the 30th at 00:00 CEST.
    expect(castingDayKeys(window)).toEqual([unix("2026-03-28T23:00:00Z"), unix("2026-03-29T22:00:00Z")]);
    const autumn = { startAt: new Date("2026-10-24T22:00:00Z"), stopAt: new Date("2026-10-26T00:00:00Z") };
    expect(castingDayKeys(autumn)).toEqual([unix("2026-10-24T22:00:00Z"), unix("2026-10-25T23:00:00Z")]);
  });
});

describe("castingDayKey", () => {
  it("puts a cast on its Paris day: 23:59:59 and midnight are two days", () => {
    expect(castingDayKey(unix("2026-11-20T22:59:59Z"))).toBe(unix("2026-11-19T23:00:00Z"));
    expect(castingDayKey(unix("2026-11-20T23:00:00Z"))).toBe(unix("2026-11-20T23:00:00Z"));
    // Summer: UTC+2.
    expect(castingDayKey(unix("2026-07-14T22:30:00Z"))).toBe(unix("2026-07-14T22:00:00Z"));
  });
});

describe("the period picker (docs/product.md#statistics-casting)", () => {
  const now = new Date("2026-11-22T14:00:00Z");

  it("defaults to the last 31 days, today included, up to now", () => {
    expect(castingDefaultWindow(now)).toEqual({ startAt: new Date("2026-10-22T22:00:00Z"), stopAt: now });
    expect(castingDayKeys(castingDefaultWindow(now))).toHaveLength(31);
  });

  it("slides over the last days asked for", () => {
    expect(castingLastDaysWindow(7, now)).toEqual({ startAt: new Date("2026-11-15T23:00:00Z"), stopAt: now });
  });

  it("offers each calendar month back to January 2018, the current one first and stopping now", () => {
    const options = castingMonthOptions(now);
    expect(options).toHaveLength(8 * 12 + 11);
    expect(options[0]).toEqual({
      year: 2026,
      month: 11,
      window: { startAt: new Date("2026-10-31T23:00:00Z"), stopAt: now },
    });
    expect(options[1]).toMatchObject({ year: 2026, month: 10 });
    expect(options[1]?.window.startAt).toEqual(new Date("2026-09-30T22:00:00Z"));
    expect(options[1]?.window.stopAt).toEqual(new Date(Date.parse("2026-10-31T23:00:00Z") - 1));
    expect(options.at(-1)).toMatchObject({ year: 2018, month: 1 });
    expect(options.at(-1)?.window.startAt).toEqual(new Date("2017-12-31T23:00:00Z"));
  });

  it("closes a December on the 31st", () => {
    const december = castingMonthOptions(now).find((option) => option.year === 2025 && option.month === 12);
    expect(december?.window.stopAt).toEqual(new Date(Date.parse("2025-12-31T23:00:00Z") - 1));
  });
});

describe("isDailyCastersAvailable (docs/product.md#monitoring-availability: daily users unavailable over 10 days)", () => {
  const startAt = new Date("2026-11-01T00:00:00Z");
  it("is available up to 10 days, not beyond", () => {
    expect(isDailyCastersAvailable({ startAt, stopAt: new Date("2026-11-11T00:00:00Z") })).toBe(true);
    expect(isDailyCastersAvailable({ startAt, stopAt: new Date("2026-11-11T00:00:01Z") })).toBe(false);
  });
});

describe("serialsMatch (docs/product.md#statistics-casting: serial match on the last 6 characters)", () => {
  it("matches on the last six characters, case and spaces aside", () => {
    expect(serialsMatch("GA3C2B7F19X4K1", "19x4k1")).toBe(true);
    expect(serialsMatch("A1B2C3D4E5", "zzzzC3D4E5")).toBe(true);
    expect(serialsMatch(" a1b2c3d4e5 ", "C3D4E5")).toBe(true);
    expect(serialsMatch("A1B2C3D4E5", "A1B2C3D4E6")).toBe(false);
  });

  it("never matches an empty serial", () => {
    expect(serialsMatch("", "")).toBe(false);
    expect(serialsMatch("   ", "")).toBe(false);
  });
});

describe("castingQuerySchema", () => {
  const parse = (query: Record<string, string>) => castingQuerySchema.safeParse(query);
  const fieldsOf = (query: Record<string, string>) => {
    const result = parse(query);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
  };

  it("reads a site or an organism and the window in unix seconds", () => {
    expect(parse({ site_id: "4", from: "1763593200", to: "1763820000" }).data).toEqual({
      location: { type: "site", id: 4 },
      window: { startAt: new Date(1763593200_000), stopAt: new Date(1763820000_000) },
    });
    expect(parse({ organism_id: "7", from: "1", to: "2" }).data?.location).toEqual({ type: "organism", id: 7 });
  });

  it("needs exactly one location, from before to, and a year at most", () => {
    expect(fieldsOf({ from: "1", to: "2" })).toEqual(["site_id"]);
    expect(fieldsOf({ site_id: "1", organism_id: "2", from: "1", to: "2" })).toEqual(["organism_id"]);
    expect(fieldsOf({ site_id: "1", from: "2", to: "2" })).toEqual(["to"]);
    expect(fieldsOf({ site_id: "1", from: "0", to: String(367 * 86_400) })).toEqual(["to"]);
    expect(fieldsOf({ site_id: "1", from: "0", to: String(366 * 86_400) })).toEqual([]);
  });

  it("gives the console's calls a minute (docs/product.md#statistics-casting)", () => {
    expect(castingTimeoutMs).toBe(60_000);
  });
});
