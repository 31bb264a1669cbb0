import { describe, expect, it } from "vitest";
import { signInAs } from "../../test/sessions";
import { testEngines } from "../../test/test-database";
import { useSearchSuite } from "./search-test-setup";

describe.each(testEngines)("refused searches on %s", (engine) => {
  // Tests share the search fixture useSearchSuite builds once per engine (several thousand rows): every test only searches it, or is refused before searching.
  const suite = useSearchSuite(engine);
  const refusal = async (body: unknown, index = "coupons", url = "") => {
    const response = await suite.client.raw(suite.world.admin, index, body, url);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.code).toBe("WRONG_PARAMETERS");
    return answer.errors as Record<string, string[]>;
  };

  it("answers unreadable JSON 400", async () => {
    expect(await refusal('{"query": {"match_all": {}')).toEqual({ body: ["search.malformed_json"] });
    expect(await refusal('{"__proto__": {"admin": true}}')).toEqual({ body: ["search.malformed_json"] });
    expect(await refusal("[1, 2]")).toEqual({ body: ["search.invalid"] });
  });

  it("takes an empty body as match_all, by POST or GET, and refuses a GET body", async () => {
    const answer = await suite.client.search(suite.world.admin, "coupons", "");
    expect(answer.hits.total.value).toBe(8);
    const { headers } = await signInAs(suite.app, suite.world.admin);
    const url = "/api/es_proxy/coupons/_search?size=0";
    const get = await suite.app.inject({ method: "GET", url, headers });
    expect(get.json().hits.total.value).toBe(8);
    const withBody = await suite.app.inject({ method: "GET", url, headers, payload: { query: { match_none: {} } } });
    expect(withBody.statusCode).toBe(400);
    const vendorType = await suite.app.inject({
      method: "POST",
      url,
      headers: { ...headers, "content-type": "application/vnd.opensearch+json; compatible-with=7" },
      payload: JSON.stringify({ query: { term: { used: true } } }),
    });
    expect(vendorType.json().hits.total.value).toBe(4);
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    [
      "a query outside the subset",
      { query: { bool: { must: [{ match_all: {} }, { fuzzy: { code: "ABCD" } }] } } },
      { "query.bool.must[1].fuzzy": ["search.unsupported"] },
    ],
    ["a body key outside the subset", { highlight: {} }, { highlight: ["search.unsupported"] }],
    ["an unknown field", { query: { term: { secret: 1 } } }, { "query.term.secret": ["search.unknown_field"] }],
    [
      "an unknown sort field",
      { sort: [{ password_hash: "asc" }] },
      { "sort[0].password_hash": ["search.unknown_field"] },
    ],
    [
      "an unknown option",
      { query: { term: { code: { value: "X", fuzziness: 2 } } } },
      { "query.term.code.fuzziness": ["search.unsupported"] },
    ],
    [
      "a wrong value type",
      { query: { term: { provisionings_count: "many" } } },
      { "query.term.provisionings_count": ["search.invalid"] },
    ],
    ["a null value", { query: { term: { code: null } } }, { "query.term.code": ["search.invalid"] }],
    [
      "an unreadable date",
      { query: { range: { created_at: { gte: "yesterday" } } } },
      { "query.range.created_at.gte": ["search.invalid"] },
    ],
    [
      "an unknown time zone",
      { query: { range: { created_at: { gte: "now", time_zone: "Mars/Olympus" } } } },
      { "query.range.created_at.time_zone": ["search.invalid"] },
    ],
    [
      "a range on a boolean",
      { query: { range: { used: { gte: true } } } },
      { "query.range.used": ["search.field_type"] },
    ],
    ["two clauses in one", { query: { term: { code: "A" }, match: { code: "B" } } }, { query: ["search.invalid"] }],
    ["size over the limit", { size: 10_001 }, { size: ["search.too_large"] }],
    ["from + size over the window", { from: 9_990, size: 20 }, { from: ["search.too_large"] }],
    ["search_after without sort", { search_after: [1] }, { search_after: ["search.invalid"] }],
    [
      "search_after of the wrong length",
      { sort: ["code"], search_after: [1, 2] },
      { search_after: ["search.invalid"] },
    ],
    [
      "an unknown aggregation",
      { aggs: { a: { geo_distance: {} } } },
      { "aggs.a.geo_distance": ["search.unsupported"] },
    ],
    [
      "sub-aggregations of a metric",
      { aggs: { a: { sum: { field: "duration" }, aggs: {} } } },
      { "aggs.a.aggs": ["search.unsupported"] },
    ],
    [
      "a terms order by an unknown name",
      { aggs: { a: { terms: { field: "code", order: { total: "desc" } } } } },
      { "aggs.a.terms.order.total": ["search.unsupported"] },
    ],
    ["a sum of text", { aggs: { a: { sum: { field: "code" } } } }, { "aggs.a.sum.field": ["search.field_type"] }],
    [
      "a bad calendar interval",
      { aggs: { a: { date_histogram: { field: "created_at", calendar_interval: "2d" } } } },
      { "aggs.a.date_histogram.calendar_interval": ["search.invalid"] },
    ],
    [
      "a query string on unnamed fields",
      { query: { query_string: { query: "x" } } },
      { "query.query_string.fields": ["search.required"] },
    ],
    [
      "query string syntax outside the subset",
      { query: { query_string: { query: "code~2", fields: ["code"] } } },
      { "query.query_string.query": ["search.unsupported"] },
    ],
    [
      "a query string on an unknown field",
      { query: { query_string: { query: "secret:x", fields: ["code"] } } },
      { "query.query_string.query": ["search.unknown_field"] },
    ],
    [
      "a list field in an aggregation",
      { aggs: { a: { terms: { field: "roles" } } } },
      { "aggs.a.terms.field": ["search.field_type"] },
    ],
  ])("answers %s 400 naming its path", async (_case, body, errors) => {
    const index = JSON.stringify(body).includes("roles") ? "center_users" : "coupons";
    expect(await refusal(body, index)).toEqual(errors);
  });

  it("refuses more than 3000 locations at once, and unknown URL parameters", async () => {
    expect(await refusal({ size: 3001 }, "locations")).toEqual({ size: ["search.too_large"] });
    expect(await refusal({}, "coupons", "?scroll=1m")).toEqual({ scroll: ["search.unsupported"] });
  });

  it("answers 400, not 500, when the database cannot take a value", async () => {
    const errors = await refusal({ aggs: { a: { terms: { field: "code", include: "(unclosed" } } } });
    expect(Object.values(errors)).toEqual([["search.invalid"]]);
  });
});
