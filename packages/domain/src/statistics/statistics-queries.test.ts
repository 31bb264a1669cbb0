import { describe, expect, it } from "vitest";
import { readHitsTotal, statisticsCountQuerySchema } from "./statistics-queries";

describe('the meters\' query (docs/api.md "Statistics")', () => {
  const start = "2026-11-01T00:00:00Z";
  const stop = "2026-11-22T14:00:00+01:00";

  it("reads a site or an organism and ISO bounds", () => {
    expect(statisticsCountQuerySchema.parse({ site: "12", start_at: start, stop_at: stop })).toEqual({
      type: "site",
      id: 12,
      start_at: new Date(start),
      stop_at: new Date("2026-11-22T13:00:00Z"),
    });
    expect(statisticsCountQuerySchema.parse({ organism: "3", start_at: start, stop_at: stop })).toMatchObject({
      type: "organism",
      id: 3,
    });
  });

  const fieldsInError = (query: Record<string, string>) => {
    const result = statisticsCountQuerySchema.safeParse(query);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("names each wrong field", () => {
    expect(fieldsInError({ start_at: start, stop_at: stop })).toEqual(["site: formErrors.required"]);
    expect(fieldsInError({ site: "1", organism: "2", start_at: start, stop_at: stop })).toEqual([
      "organism: formErrors.invalid",
    ]);
    expect(fieldsInError({ site: "1", stop_at: stop })).toEqual(["start_at: formErrors.required"]);
    expect(fieldsInError({ site: "1", start_at: "1700000000", stop_at: stop })).toEqual([
      "start_at: formErrors.invalid",
    ]);
  });

  it("refuses bounds that do not leave a window, on stop_at, and only when both bounds were read", () => {
    expect(fieldsInError({ site: "1", start_at: stop, stop_at: start })).toEqual([
      "stop_at: formErrors.valid_date_range",
    ]);
    expect(fieldsInError({ site: "1", start_at: start, stop_at: start })).toEqual([
      "stop_at: formErrors.valid_date_range",
    ]);
    expect(fieldsInError({ site: "1", start_at: "yesterday", stop_at: start })).toEqual([
      "start_at: formErrors.invalid",
    ]);
  });
});

describe("reading a search's hits.total (docs/product.md#statistics-overview)", () => {
  it("takes a number or an object's value", () => {
    expect(readHitsTotal(42)).toBe(42);
    expect(readHitsTotal({ value: 7, relation: "eq" })).toBe(7);
    expect(readHitsTotal({ value: 10_000, relation: "gte" })).toBe(10_000);
  });

  it("reads anything else as 0", () => {
    for (const total of [undefined, null, "12", Number.NaN, Number.POSITIVE_INFINITY, {}, { value: "3" }, []]) {
      expect(readHitsTotal(total)).toBe(0);
    }
  });
});
