import type { AddressInfo } from "node:net";
import { Client, errors } from "@opensearch-project/opensearch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "../../test/sessions";
import { testEngines } from "../../test/test-database";
import { useSearchSuite } from "./search-test-setup";

type Hit = { _id: string; _source: Record<string, unknown>; sort?: unknown[] };
type Bucket = { key: unknown; doc_count: number; [name: string]: unknown };

/**
 * The searches (docs/product.md#search), sent by the official OpenSearch JavaScript client with
 * the proxy as its node: the answers must read as OpenSearch's would.
 */
describe.each(testEngines)("the OpenSearch client against the proxy, on %s", (engine) => {
  // Tests share the search fixture useSearchSuite builds once per engine (several thousand rows): every test only searches it.
  const suite = useSearchSuite(engine);
  let client: Client;
  beforeAll(async () => {
    await suite.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = suite.app.server.address() as AddressInfo;
    const { headers } = await signInAs(suite.app, suite.world.hotelAnalyst);
    client = new Client({ node: `http://127.0.0.1:${port}/api/es_proxy`, headers });
  });
  afterAll(async () => {
    await client.close();
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read answers as JSON, as a console would.
  const search = async (index: string, body: Record<string, unknown>): Promise<any> =>
    (await client.search({ index, body })).body;
  const hitsOf = (body: { hits: { hits: Hit[] } }) => body.hits.hits;

  it("lists locations by type, id, organism and state, sorted by name, 3000 at a time", async () => {
    const { world } = suite;
    const body = await search("locations", {
      size: 3000,
      sort: [{ name: { order: "asc" } }],
      query: {
        bool: {
          filter: [
            { term: { type: "Site" } },
            { term: { organism_id: world.hotels.id } },
            { terms: { state: ["En production", "VSR"] } },
          ],
        },
      },
    });
    expect(body.hits.total).toEqual({ value: 1, relation: "eq" });
    expect(hitsOf(body)[0]?._source).toMatchObject({
      id: world.hotelSites[0].id,
      type: "Site",
      state: "En production",
    });
    const byId = await search("locations", {
      query: { bool: { filter: [{ term: { type: "Organism" } }, { term: { id: world.hotels.id } }] } },
    });
    expect(hitsOf(byId).map((hit) => hit._id)).toEqual([`Organism-${world.hotels.id}`]);
  });

  it("finds succeeded purchases of a location in a date range", async () => {
    const [h1] = suite.world.hotelSites;
    const body = await search("purchases", {
      size: 0,
      track_total_hits: true,
      query: {
        bool: {
          filter: [
            { term: { succeeded: true } },
            { range: { purchase_date: { gte: "2026-01-01T00:00:00.000Z", lte: "2026-02-28T23:59:59.999Z" } } },
            { term: { site_id: h1.id } },
          ],
        },
      },
      aggs: {
        revenue: { sum: { field: "total_amount_ttc" } },
        by_offer: { terms: { field: "offer_name", size: 5 } },
        monthly: { date_histogram: { field: "purchase_date", calendar_interval: "month", time_zone: "Europe/Paris" } },
      },
    });
    expect(body.hits.total).toEqual({ value: 2, relation: "eq" });
    expect(body.aggregations.revenue).toEqual({ value: 30 });
    expect(body.aggregations.by_offer.buckets).toEqual([{ key: "One day", doc_count: 2 }]);
    expect(body.aggregations.monthly.buckets.map((bucket: Bucket) => [bucket.key_as_string, bucket.doc_count])).toEqual(
      [
        ["2026-01-01T00:00:00.000+01:00", 1],
        ["2026-02-01T00:00:00.000+01:00", 1],
      ],
    );
  });

  it("lists used codes by first provisioning date, created by back-office users, with a facet of 200", async () => {
    const body = await search("coupons", {
      size: 20,
      from: 0,
      sort: [{ first_provisioning_date: { order: "desc" } }],
      query: {
        bool: {
          filter: [
            { term: { used: true } },
            { term: { creator_type: "CenterUser" } },
            { range: { first_provisioning_date: { gte: "now-3M/d", lte: "now" } } },
          ],
        },
      },
      aggs: { facet: { terms: { field: "coupon_def.name.keyword", size: 200, missing: "none" } } },
    });
    expect(hitsOf(body).map((hit) => hit._source.code)).toEqual(["QWER0002", "ABCD1234"]);
    expect(hitsOf(body)[0]?.sort).toEqual([Date.parse("2026-03-02T07:00:00.000Z")]);
    expect(body.aggregations.facet).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 0,
      buckets: [
        { key: "One day", doc_count: 1 },
        { key: "none", doc_count: 1 },
      ],
    });
  });

  it("runs the print searches: one code, a page of 100, a batch of 500", async () => {
    const one = await search("coupons", { size: 1, query: { ids: { values: ["2"] } } });
    expect(hitsOf(one).map((hit) => hit._source.code)).toEqual(["ABCD1234"]);
    const state = await search("coupons", {
      size: 100,
      sort: [{ created_at: "desc" }],
      query: {
        bool: {
          filter: [{ term: { creator_type: "CenterUser" } }],
          must: [{ query_string: { query: "*ABCD*", fields: ["code", "description"] } }],
        },
      },
    });
    expect(hitsOf(state).map((hit) => hit._source.code)).toEqual(["ABCD5678", "ABCD1234"]);
    const batch = await search("coupons", {
      size: 500,
      sort: ["code"],
      query: { term: { correlation_id: "6f1c2b9e-4d7a-4c3e-9a51-2f0e8b7d1c11" } },
    });
    expect(hitsOf(batch).map((hit) => hit._source.code)).toEqual(["ABCD1234", "ABCD5678"]);
  });

  it.each(["guest_users", "end_users"])("splits %s by country and device, leaving unknown out", async (index) => {
    const { world } = suite;
    const [h1] = world.hotelSites;
    const audience = (filter: Record<string, unknown>, field: string, exists: string) =>
      search(index, {
        size: 0,
        query: {
          bool: {
            filter: [
              { exists: { field: exists } },
              { term: filter },
              { range: { created_at: { gte: "now-6M", lte: "now" } } },
            ],
          },
        },
        aggs: {
          split: { terms: { field, size: 10, exclude: ["unknown"] } },
          periods: {
            date_range: {
              field: "created_at",
              format: "yyyy-MM-dd",
              ranges: [{ to: "2026-02-01" }, { from: "2026-02-01" }],
            },
          },
        },
      });
    const countries = await audience({ site_id: h1.id }, "country", "country");
    expect(countries.aggregations.split.buckets).toEqual(
      index === "guest_users"
        ? [
            { key: "DE", doc_count: 1 },
            { key: "FR", doc_count: 1 },
          ]
        : [{ key: "FR", doc_count: 2 }],
    );
    const devices = await audience({ organism_id: world.hotels.id }, "device", "device");
    const split = devices.aggregations.split.buckets.map((bucket: Bucket) => bucket.key);
    expect(split).not.toContain("unknown");
    expect(split.length).toBe(3);
    expect(devices.aggregations.periods.buckets.map((bucket: Bucket) => bucket.doc_count)).toEqual(
      index === "guest_users" ? [2, 2] : [1, 3],
    );
  });

  it("lists connection codes of a residence, newest first, searched by name", async () => {
    const body = await search("connection_codes", {
      size: 25,
      sort: [{ created_at: { order: "desc" } }],
      query: {
        bool: {
          filter: [{ term: { "organism.id": suite.world.hotels.id } }],
          must: [{ simple_query_string: { query: "petit", fields: ["last_name", "email", "code"] } }],
        },
      },
    });
    expect(hitsOf(body).map((hit) => [hit._source.code, hit._source.used])).toEqual([["ABCD1234", true]]);
    expect(hitsOf(body)[0]?._source.organism).toEqual({
      id: suite.world.hotels.id,
      name: suite.world.hotels.name,
      type: "Organism",
    });
  });

  it("counts opened events by site over the last 3 months", async () => {
    const body = await search("maintenance_events", {
      size: 0,
      query: { bool: { filter: [{ term: { state: "opened" } }, { range: { opened_at: { gte: "now-3M" } } }] } },
      aggs: { by_site: { terms: { field: "site_id", size: 3000 } } },
    });
    expect(body.hits.total).toEqual({ value: 2, relation: "eq" });
    expect(body.aggregations.by_site.buckets).toEqual([{ key: suite.world.hotelSites[0].id, doc_count: 1 }]);
  });

  it("lists the 10 latest interventions, without the wiby typology", async () => {
    const body = await search("maintenance_interventions", {
      size: 10,
      sort: [{ intervention_date: { order: "desc" } }],
      query: { bool: { must_not: [{ term: { typology: "wiby" } }] } },
    });
    expect(hitsOf(body).map((hit) => hit._source.typology)).toEqual(["onsite", "onsite", "remote"]);
  });

  it("lists accounts, and hands refusals back as OpenSearch errors", async () => {
    const accounts = await search("center_users", { query: { match: { last_name: "analyst" } }, sort: ["last_name"] });
    expect(hitsOf(accounts).map((hit) => hit._source.last_name)).toEqual(["Analyst", "SiteAnalyst"]);
    const refused = await client
      .search({ index: "coupons", body: { query: { fuzzy: { code: "ABCD" } } } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(errors.ResponseError);
    const { statusCode, body } = (refused as errors.ResponseError).meta;
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ code: "WRONG_PARAMETERS", errors: { "query.fuzzy": ["search.unsupported"] } });
    const missing = await client.search({ index: "nowhere", body: {} }).catch((error: unknown) => error);
    expect((missing as errors.ResponseError).meta.statusCode).toBe(404);
  });
});
