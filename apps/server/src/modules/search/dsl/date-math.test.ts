import { describe, expect, it } from "vitest";
import { type DateFormat, defaultDateFormat, formatDate, parseDateFormat } from "./date-format";
import { parseDateMath } from "./date-math";
import { timeZoneFrom, utc } from "./time-zone";

const now = Date.parse("2026-03-15T12:34:56.789Z");
const paris = timeZoneFrom("Europe/Paris");
const at = (value: string | number, options: { roundUp?: boolean; zone?: string; format?: string } = {}) => {
  const zone = options.zone ? timeZoneFrom(options.zone) : utc;
  const format: DateFormat | undefined = options.format ? parseDateFormat(options.format) : defaultDateFormat;
  if (!zone || !format) throw new Error("bad test input");
  const instant = parseDateMath(value, { now, zone, format }, options.roundUp ?? false);
  return instant === undefined ? undefined : new Date(instant).toISOString();
};

describe("date math (Elasticsearch's rules)", () => {
  it("reads ISO dates, epoch milliseconds and formats", () => {
    expect(at("2026-02-01")).toBe("2026-02-01T00:00:00.000Z");
    expect(at("2026-02-01T10:30:00+02:00")).toBe("2026-02-01T08:30:00.000Z");
    expect(at(1767225600000)).toBe("2026-01-01T00:00:00.000Z");
    expect(at("1767225600000")).toBe("2026-01-01T00:00:00.000Z");
    expect(at("1767225600", { format: "epoch_second" })).toBe("2026-01-01T00:00:00.000Z");
    expect(at("15/02/2026 08:00", { format: "dd/MM/yyyy HH:mm" })).toBe("2026-02-15T08:00:00.000Z");
    expect(at("2026-02-30")).toBeUndefined();
    expect(at("yesterday")).toBeUndefined();
    expect(at("15/02/2026", { format: "yyyy-MM-dd||dd/MM/yyyy" })).toBe("2026-02-15T00:00:00.000Z");
  });

  it("rounds a date without time up to its last millisecond for lte and gt", () => {
    expect(at("2026-02-01", { roundUp: true })).toBe("2026-02-01T23:59:59.999Z");
    expect(at("2026-02", { roundUp: true })).toBe("2026-02-28T23:59:59.999Z");
    expect(at("2026-02-01T10:30", { roundUp: true })).toBe("2026-02-01T10:30:59.999Z");
  });

  it("applies now, additions and rounding, in the time zone", () => {
    expect(at("now")).toBe("2026-03-15T12:34:56.789Z");
    expect(at("now-3M")).toBe("2025-12-15T12:34:56.789Z");
    expect(at("now-1M/d")).toBe("2026-02-15T00:00:00.000Z");
    expect(at("now/d", { roundUp: true })).toBe("2026-03-15T23:59:59.999Z");
    expect(at("now/w")).toBe("2026-03-09T00:00:00.000Z");
    expect(at("now/M", { zone: "Europe/Paris" })).toBe("2026-02-28T23:00:00.000Z");
    expect(at("2026-01-31||+1M")).toBe("2026-02-28T00:00:00.000Z");
    expect(at("now+1h-30m")).toBe("2026-03-15T13:04:56.789Z");
    expect(at("now-1x")).toBeUndefined();
    expect(at("now-99999999y")).toBeUndefined();
  });

  it("keeps a day a calendar day across a clock change", () => {
    // Paris moved to summer time on 2026-03-29.
    expect(at("2026-03-28T12:00:00+01:00||+1d", { zone: "Europe/Paris" })).toBe("2026-03-29T10:00:00.000Z");
    expect(at("2026-03-29", { zone: "Europe/Paris", roundUp: true })).toBe("2026-03-29T21:59:59.999Z");
  });

  it("writes dates as Elasticsearch does, in the zone", () => {
    const instant = Date.parse("2026-01-10T23:00:00.000Z");
    expect(formatDate(instant, defaultDateFormat, utc)).toBe("2026-01-10T23:00:00.000Z");
    expect(paris && formatDate(instant, defaultDateFormat, paris)).toBe("2026-01-11T00:00:00.000+01:00");
    expect(formatDate(instant, parseDateFormat("yyyy-MM-dd") ?? [], utc)).toBe("2026-01-10");
    expect(formatDate(instant, parseDateFormat("epoch_millis") ?? [], utc)).toBe(String(instant));
  });

  it("knows IANA zones and offsets, written for PostgreSQL", () => {
    expect(timeZoneFrom("+01:00")).toEqual({ id: "+01:00", fixedOffsetMinutes: 60, sqlName: "UTC-01:00" });
    expect(timeZoneFrom("-0530")?.sqlName).toBe("UTC+05:30");
    expect(timeZoneFrom("Z")).toBe(utc);
    expect(timeZoneFrom("America/New_York")?.sqlName).toBe("America/New_York");
    expect(timeZoneFrom("Mars/Olympus")).toBeUndefined();
    expect(timeZoneFrom("'; drop table coupons; --")).toBeUndefined();
  });
});
