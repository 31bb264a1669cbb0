import { audienceSearchBody } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { audienceOf } from "./audience-search";

const buckets = (counts: Record<string, number>) => ({
  buckets: Object.entries(counts).map(([key, doc_count]) => ({ key, doc_count })),
});

describe("audience", () => {
  it("sums both indexes per country, largest first, and keeps the three devices in order", () => {
    const audience = audienceOf([
      { countries: buckets({ FR: 3, GB: 1 }), devices: buckets({ mobile: 2, desktop: 5 }) },
      { countries: buckets({ FR: 1, DE: 2, unknown: 9 }), devices: buckets({ tablet: 1, unknown: 4 }) },
    ]);
    expect(audience.countries).toEqual([
      { key: "FR", count: 4 },
      { key: "DE", count: 2 },
      { key: "GB", count: 1 },
    ]);
    expect(audience.devices).toEqual([
      { device: "mobile", count: 2 },
      { device: "tablet", count: 1 },
      { device: "desktop", count: 5 },
    ]);
  });

  it("reads an answer without aggregations as nobody", () => {
    expect(audienceOf([undefined, {}]).countries).toEqual([]);
  });

  it("asks for figures only, of the location, created in the window", () => {
    const window = { startAt: new Date("2026-11-20T00:00:00Z"), stopAt: new Date("2026-11-27T00:00:00Z") };
    const body = audienceSearchBody({ type: "organism", id: 7 }, window);
    expect(body).toMatchObject({
      size: 0,
      query: {
        bool: {
          filter: [
            { term: { organism_id: 7 } },
            { range: { created_at: { gte: "2026-11-20T00:00:00.000Z", lte: "2026-11-27T00:00:00.000Z" } } },
          ],
        },
      },
      aggs: {
        countries: { terms: { field: "country" } },
        devices: { terms: { field: "device", exclude: ["unknown"] } },
      },
    });
  });
});
