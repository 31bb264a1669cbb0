import { describe, expect, it } from "vitest";
import { testEngines } from "../../test/test-database";
import { useSearchSuite } from "./search-test-setup";

type Bucket = { key: unknown; doc_count: number; [name: string]: unknown };
const counts = (buckets: Bucket[]) => buckets.map((bucket) => [bucket.key, bucket.doc_count]);

describe.each(testEngines)("search aggregations on %s", (engine) => {
  // Tests share the search fixture useSearchSuite builds once per engine (several thousand rows): every test only searches it.
  const suite = useSearchSuite(engine);
  const aggs = async (index: string, body: Record<string, unknown>) =>
    (await suite.client.search(suite.world.admin, index, { size: 0, ...body })).aggregations;

  it("counts terms by count then key, with size, sum_other_doc_count and order", async () => {
    const { by_device } = await aggs("end_users", { aggs: { by_device: { terms: { field: "device", size: 2 } } } });
    expect(by_device).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 2,
      buckets: [
        { key: "mobile", doc_count: 3 },
        { key: "desktop", doc_count: 1 },
      ],
    });
    const byKey = await aggs("end_users", { aggs: { a: { terms: { field: "device", order: { _key: "desc" } } } } });
    expect(counts(byKey.a.buckets)).toEqual([
      ["unknown", 1],
      ["tablet", 1],
      ["mobile", 3],
      ["desktop", 1],
    ]);
    const ascending = await aggs("end_users", {
      aggs: { a: { terms: { field: "device", order: [{ _count: "asc" }] } } },
    });
    expect(counts(ascending.a.buckets)).toEqual([
      ["desktop", 1],
      ["tablet", 1],
      ["unknown", 1],
      ["mobile", 3],
    ]);
  });

  it("counts top-level filters with an exact total in its pass, as the codes screen asks: the same answer", async () => {
    const offers = { terms: { field: "coupon_def.name.keyword", size: 200 } };
    const { offers: facet } = await aggs("coupons", { aggs: { offers } });
    const offerName = (facet.buckets as Bucket[])[0]?.key;
    expect(offerName).toBeDefined();
    const body = {
      size: 2,
      sort: [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
      aggs: {
        printable: { filter: { bool: { must_not: [{ exists: { field: "disabled_at" } }] } } },
        offers,
        of_offer: { filter: { term: { "coupon_def.name.keyword": offerName } } },
        none: { filter: { term: { code: "NO-SUCH-CODE" } } },
      },
    };
    const search = (trackTotalHits: unknown) =>
      suite.client.search(suite.world.admin, "coupons", { ...body, track_total_hits: trackTotalHits });
    // A bounded total counts apart from the filters: the reference.
    const [fused, apart] = await Promise.all([search(true), search(1_000_000)]);
    expect(fused.hits.total).toEqual(apart.hits.total);
    expect(fused.hits.hits).toEqual(apart.hits.hits);
    expect(Object.keys(fused.aggregations)).toEqual(["printable", "offers", "of_offer", "none"]);
    expect(fused.aggregations).toEqual(apart.aggregations);
    expect(fused.aggregations.of_offer.doc_count).toBe((facet.buckets as Bucket[])[0]?.doc_count);
    expect(fused.aggregations.none).toEqual({ doc_count: 0 });
  });

  it("counts a terms aggregation of counts alone in the exact total's pass: the same answer as apart", async () => {
    const search = (body: Record<string, unknown>, trackTotalHits: unknown) =>
      suite.client.search(suite.world.admin, "coupons", { size: 0, ...body, track_total_hits: trackTotalHits });
    const printable = { filter: { bool: { must_not: [{ exists: { field: "disabled_at" } }] } } };
    const field = "coupon_def.name.keyword";
    const bodies = [
      { aggs: { offers: { terms: { field, size: 1 } }, printable } },
      { aggs: { offers: { terms: { field, size: 200, order: { _key: "desc" } } } } },
      { aggs: { offers: { terms: { field, size: 200, order: { _count: "asc" } } }, printable } },
      { aggs: { offers: { terms: { field, size: 200, missing: "(none)" } }, printable } },
      { aggs: { offers: { terms: { field, size: 200, min_doc_count: 1, exclude: ["One day"] } } } },
      { aggs: { offers: { terms: { field: "site_id", size: 2 } }, printable } },
      { query: { term: { code: "NO-SUCH-CODE" } }, aggs: { offers: { terms: { field, size: 200 } }, printable } },
      { query: { bool: { must_not: [{ exists: { field } }] } }, aggs: { offers: { terms: { field, size: 200 } } } },
    ];
    for (const body of bodies) {
      // A bounded total counts apart from the aggregations: the reference.
      const [fused, apart] = await Promise.all([search(body, true), search(body, 1_000_000)]);
      expect(fused.hits.total, JSON.stringify(body)).toEqual(apart.hits.total);
      expect(fused.aggregations, JSON.stringify(body)).toEqual(apart.aggregations);
    }
    const [first] = (await search(bodies[0] as Record<string, unknown>, true)).aggregations.offers.buckets as Bucket[];
    expect(first?.doc_count).toBeGreaterThan(0);
  });

  it("leaves unknown countries and devices out, or counts them under missing", async () => {
    const result = await aggs("end_users", {
      query: { bool: { filter: [{ exists: { field: "country" } }, { range: { created_at: { gte: "2026-01-01" } } }] } },
      aggs: {
        countries: { terms: { field: "country" } },
        devices: { terms: { field: "device", exclude: ["unknown"] } },
        devices_regex: { terms: { field: "device", exclude: "unk.*|tab.*" } },
        devices_included: { terms: { field: "device", include: ["tablet", "desktop"] } },
      },
    });
    expect(counts(result.countries.buckets)).toEqual([
      ["ES", 2],
      ["FR", 2],
      ["GB", 1],
    ]);
    expect(counts(result.devices.buckets)).toEqual([
      ["mobile", 3],
      ["desktop", 1],
      ["tablet", 1],
    ]);
    expect(counts(result.devices_regex.buckets)).toEqual([
      ["mobile", 3],
      ["desktop", 1],
    ]);
    expect(counts(result.devices_included.buckets)).toEqual([
      ["desktop", 1],
      ["tablet", 1],
    ]);
    const missing = await aggs("end_users", { aggs: { countries: { terms: { field: "country", missing: "??" } } } });
    expect(counts(missing.countries.buckets)).toEqual([
      ["ES", 2],
      ["FR", 2],
      ["??", 1],
      ["GB", 1],
    ]);
  });

  it("writes number, boolean and date keys as Elasticsearch does", async () => {
    const result = await aggs("coupons", {
      aggs: {
        used: { terms: { field: "used" } },
        offers: { terms: { field: "coupon_def_id" } },
        days: { terms: { field: "first_provisioning_date", size: 1, format: "yyyy-MM-dd" } },
      },
    });
    expect(result.used.buckets).toEqual([
      { key: 0, key_as_string: "false", doc_count: 4 },
      { key: 1, key_as_string: "true", doc_count: 4 },
    ]);
    expect(counts(result.offers.buckets)).toEqual([
      [596, 5],
      [620, 2],
    ]);
    expect(result.days.buckets).toEqual([
      { key: Date.parse("2026-01-11T08:00:00.000Z"), key_as_string: "2026-01-11", doc_count: 1 },
    ]);
    expect(result.days.sum_other_doc_count).toBe(3);
  });

  it("buckets dates by calendar and fixed intervals, in a time zone, filling gaps", async () => {
    const result = await aggs("coupons", {
      aggs: {
        months: { date_histogram: { field: "created_at", calendar_interval: "month" } },
        weeks: {
          date_histogram: { field: "created_at", calendar_interval: "1w", min_doc_count: 1, format: "yyyy-MM-dd" },
        },
        paris: {
          date_histogram: {
            field: "first_provisioning_date",
            fixed_interval: "12h",
            time_zone: "Europe/Paris",
            min_doc_count: 1,
          },
        },
        bounded: {
          date_histogram: {
            field: "created_at",
            calendar_interval: "month",
            extended_bounds: { min: "2025-11", max: "now" },
            order: { _key: "desc" },
            format: "yyyy-MM",
          },
        },
      },
    });
    expect(result.months.buckets).toEqual([
      { key_as_string: "2026-01-01T00:00:00.000Z", key: Date.parse("2026-01-01T00:00:00Z"), doc_count: 3 },
      { key_as_string: "2026-02-01T00:00:00.000Z", key: Date.parse("2026-02-01T00:00:00Z"), doc_count: 4 },
      { key_as_string: "2026-03-01T00:00:00.000Z", key: Date.parse("2026-03-01T00:00:00Z"), doc_count: 1 },
    ]);
    expect(result.weeks.buckets.map((bucket: Bucket) => [bucket.key_as_string, bucket.doc_count])).toEqual([
      ["2026-01-05", 2],
      ["2026-01-19", 1],
      ["2026-01-26", 1],
      ["2026-02-09", 2],
      ["2026-02-16", 1],
      ["2026-02-23", 1],
    ]);
    // 2026-01-11T08:00Z is 09:00 in Paris: the bucket from noon-to-midnight starts at 00:00 Paris (23:00Z).
    expect(result.paris.buckets[0]).toEqual({
      key_as_string: "2026-01-11T00:00:00.000+01:00",
      key: Date.parse("2026-01-10T23:00:00.000Z"),
      doc_count: 1,
    });
    expect(result.bounded.buckets.map((bucket: Bucket) => [bucket.key_as_string, bucket.doc_count])).toEqual([
      ["2026-03", 1],
      ["2026-02", 4],
      ["2026-01", 3],
      ["2025-12", 0],
      ["2025-11", 0],
    ]);
  });

  it("counts date ranges and number ranges, bounds included from and excluded to", async () => {
    const result = await aggs("purchases", {
      aggs: {
        periods: {
          date_range: {
            field: "purchase_date",
            format: "yyyy-MM-dd",
            ranges: [{ to: "2026-02-01" }, { from: "2026-02-01", to: "now" }, { key: "recent", from: "now-1M/M" }],
          },
        },
        amounts: {
          range: { field: "total_amount_ttc", ranges: [{ to: 10 }, { from: 10, to: 20 }, { from: 20 }], keyed: true },
        },
      },
    });
    expect(result.periods.buckets).toEqual([
      {
        key: "*-2026-02-01",
        to: Date.parse("2026-02-01T00:00:00Z"),
        to_as_string: "2026-02-01",
        doc_count: 3,
      },
      {
        key: "2026-02-01-2026-03-15",
        from: Date.parse("2026-02-01T00:00:00Z"),
        from_as_string: "2026-02-01",
        to: Date.parse("2026-03-15T12:00:00Z"),
        to_as_string: "2026-03-15",
        doc_count: 2,
      },
      { key: "recent", from: Date.parse("2026-02-01T00:00:00Z"), from_as_string: "2026-02-01", doc_count: 2 },
    ]);
    expect(result.amounts.buckets).toEqual({
      "*-10.0": { to: 10, doc_count: 2 },
      "10.0-20.0": { from: 10, to: 20, doc_count: 2 },
      "20.0-*": { from: 20, doc_count: 1 },
    });
  });

  it("computes metrics at the top and inside buckets, and orders terms by them", async () => {
    const result = await aggs("purchases", {
      query: { term: { succeeded: true } },
      aggs: {
        revenue: { sum: { field: "total_amount_ttc" } },
        average: { avg: { field: "total_amount_ttc" } },
        first: { min: { field: "purchase_date" } },
        largest: { max: { field: "total_amount_ttc" } },
        sites: { cardinality: { field: "site_id" } },
        counted: { value_count: { field: "email" } },
        by_site: {
          terms: { field: "site_id", order: { revenue: "desc" } },
          aggs: { revenue: { sum: { field: "total_amount_ttc" } }, last: { max: { field: "purchase_date" } } },
        },
      },
    });
    const [h1, h2] = suite.world.hotelSites;
    expect(result.revenue).toEqual({ value: 42 });
    expect(result.average).toEqual({ value: 10.5 });
    expect(result.first).toEqual({
      value: Date.parse("2026-01-15T10:00:00Z"),
      value_as_string: "2026-01-15T10:00:00.000Z",
    });
    expect(result.largest).toEqual({ value: 20 });
    expect(result.sites).toEqual({ value: 3 });
    expect(result.counted).toEqual({ value: 4 });
    expect(result.by_site.buckets.map((bucket: Bucket) => [bucket.key, bucket.doc_count, bucket.revenue])).toEqual([
      [h1.id, 2, { value: 30 }],
      [suite.world.campsite.id, 1, { value: 7 }],
      [h2.id, 1, { value: 5 }],
    ]);
    const empty = await aggs("purchases", {
      query: { match_none: {} },
      aggs: { revenue: { sum: { field: "total_amount_ttc" } }, average: { avg: { field: "total_amount_ttc" } } },
    });
    expect(empty).toEqual({ revenue: { value: 0 }, average: { value: null } });
  });

  it("nests bucket aggregations, each level restricted to its parent's buckets", async () => {
    const result = await aggs("coupons", {
      aggs: {
        by_organism: {
          terms: { field: "organism_name", size: 1 },
          aggs: {
            by_month: {
              date_histogram: { field: "created_at", calendar_interval: "month", format: "yyyy-MM" },
              aggs: {
                by_type: { terms: { field: "creator_type" } },
                provisioned: { sum: { field: "provisionings_count" } },
              },
            },
            used: { filter: { term: { used: true } }, aggs: { codes: { cardinality: { field: "code" } } } },
          },
        },
      },
    });
    const [hotels] = result.by_organism.buckets;
    expect(hotels.key).toBe(suite.world.hotels.name);
    expect(hotels.doc_count).toBe(6);
    expect(result.by_organism.sum_other_doc_count).toBe(2);
    expect(hotels.used).toEqual({ doc_count: 3, codes: { value: 3 } });
    expect(
      hotels.by_month.buckets.map((bucket: Bucket) => [
        bucket.key_as_string,
        bucket.doc_count,
        counts((bucket.by_type as { buckets: Bucket[] }).buckets),
        bucket.provisioned,
      ]),
    ).toEqual([
      ["2026-01", 2, [["CenterUser", 2]], { value: 2 }],
      [
        "2026-02",
        3,
        [
          ["CenterUser", 2],
          ["GuestUser", 1],
        ],
        { value: 1 },
      ],
      ["2026-03", 1, [["CenterUser", 1]], { value: 3 }],
    ]);
  });

  it("fills histogram gaps with empty sub-aggregations", async () => {
    const result = await aggs("maintenance_events", {
      aggs: {
        weeks: {
          date_histogram: {
            field: "opened_at",
            calendar_interval: "month",
            extended_bounds: { min: "2025-12-01", max: "2026-01-31" },
          },
          aggs: { sites: { terms: { field: "site_id" } }, ranges: { range: { field: "id", ranges: [{ to: 2 }] } } },
        },
      },
      query: { range: { opened_at: { gte: "2026-01-01" } } },
    });
    expect(result.weeks.buckets[0]).toEqual({
      key_as_string: "2025-12-01T00:00:00.000Z",
      key: Date.parse("2025-12-01T00:00:00Z"),
      doc_count: 0,
      sites: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] },
      ranges: { buckets: [{ key: "*-2.0", to: 2, doc_count: 0 }] },
    });
    expect(result.weeks.buckets.map((bucket: Bucket) => bucket.doc_count)).toEqual([0, 1, 2]);
  });
});
