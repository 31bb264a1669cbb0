import { describe, expect, it } from "vitest";
import {
  monitoringEslsQuerySchema,
  monitoringLocationQuerySchema,
  monitoringSeriesQuerySchema,
  monitoringWindow,
  monitoringWindowQuerySchema,
  ticketKpisQuerySchema,
} from "./monitoring-queries";

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("monitoring query strings", () => {
  it("read a site or an organism, exactly one", () => {
    expect(monitoringLocationQuerySchema.parse({ site: "12" })).toEqual({ type: "site", id: 12 });
    expect(monitoringLocationQuerySchema.parse({ organism: "3", site: "" })).toEqual({ type: "organism", id: 3 });
    expect(issuesOf(monitoringLocationQuerySchema.safeParse({}))).toEqual([["site", "formErrors.required"]]);
    expect(issuesOf(monitoringLocationQuerySchema.safeParse({ site: "1", organism: "2" }))).toEqual([
      ["organism", "formErrors.invalid"],
    ]);
    expect(issuesOf(monitoringLocationQuerySchema.safeParse({ site: "x" }))).toEqual([["site", "formErrors.invalid"]]);
    expect(monitoringLocationQuerySchema.safeParse({ site: "2147483648" }).success).toBe(false);
  });

  it("read a window in unix seconds, start before stop", () => {
    expect(monitoringWindowQuerySchema.parse({ start_at: "100", stop_at: "200" })).toEqual({
      start_at: 100,
      stop_at: 200,
    });
    expect(monitoringWindowQuerySchema.parse({})).toEqual({});
    expect(issuesOf(monitoringWindowQuerySchema.safeParse({ start_at: "200", stop_at: "100" }))).toEqual([
      ["stop_at", "formErrors.valid_date_range"],
    ]);
    expect(monitoringWindowQuerySchema.safeParse({ start_at: "1.5" }).success).toBe(false);
  });

  it("read a series call's location and window together, naming every wrong field", () => {
    expect(monitoringSeriesQuerySchema.parse({ site: "12", start_at: "100" })).toEqual({
      type: "site",
      id: 12,
      start_at: 100,
      stop_at: undefined,
    });
    expect(issuesOf(monitoringSeriesQuerySchema.safeParse({ start_at: "200", stop_at: "100" }))).toEqual([
      ["site", "formErrors.required"],
      ["stop_at", "formErrors.valid_date_range"],
    ]);
    expect(issuesOf(monitoringSeriesQuerySchema.safeParse({ site: "1", organism: "2", stop_at: "x" }))).toEqual([
      ["organism", "formErrors.invalid"],
      ["stop_at", "formErrors.invalid"],
    ]);
  });

  it("fill the bounds left out from the call's default window", () => {
    const defaults = { startAt: new Date("2026-11-21T14:00:00Z"), stopAt: new Date("2026-11-22T15:00:00Z") };
    expect(monitoringWindow({}, defaults)).toEqual(defaults);
    const start = Date.parse("2026-11-01T00:00:00Z") / 1000;
    expect(monitoringWindow({ start_at: start }, defaults)).toEqual({
      startAt: new Date("2026-11-01T00:00:00Z"),
      stopAt: defaults.stopAt,
    });
    expect(monitoringWindow({ start_at: Date.parse("2027-01-01Z") / 1000 }, defaults)).toBeNull();
  });

  it("read the ESLs' site and the ticket KPIs' location", () => {
    expect(monitoringEslsQuerySchema.parse({ site_id: "4" })).toEqual({ site_id: 4 });
    expect(issuesOf(monitoringEslsQuerySchema.safeParse({}))).toEqual([["site_id", "formErrors.required"]]);
    expect(ticketKpisQuerySchema.parse({ location_type: "Organism", location_id: "7" })).toEqual({
      type: "organism",
      id: 7,
    });
    expect(issuesOf(ticketKpisQuerySchema.safeParse({ location_type: "building", location_id: "" }))).toEqual([
      ["location_type", "formErrors.required"],
      ["location_id", "formErrors.required"],
    ]);
  });
});
