import { describe, expect, it } from "vitest";
import { testEngines } from "../../test/test-database";
import { sourcesOf } from "./search-test-client";
import { useSearchSuite } from "./search-test-setup";

const byCode = { sort: [{ code: "asc" }], size: 100 };

describe.each(testEngines)("search queries on %s", (engine) => {
  // Tests share the search fixture useSearchSuite builds once per engine (several thousand rows): every test only searches it.
  const suite = useSearchSuite(engine);
  const codes = async (query: unknown, extra: Record<string, unknown> = {}) =>
    sourcesOf(await suite.client.search(suite.world.admin, "coupons", { query, ...byCode, ...extra }), "code");

  it("matches everything, or nothing", async () => {
    expect(await codes({ match_all: {} })).toHaveLength(8);
    expect(await codes({ match_none: {} })).toEqual([]);
    expect(await codes({ constant_score: { filter: { term: { creator_type: "GuestUser" } }, boost: 2 } })).toEqual([
      "CAMP0004",
      "XYZW0001",
    ]);
  });

  it("filters by term and terms, on keywords, numbers, booleans, uuids and derived fields", async () => {
    const [h1, h2] = suite.world.hotelSites;
    expect(await codes({ term: { used: true } })).toEqual(["ABCD1234", "ABCDCAMP", "QWER0002", "XYZW0001"]);
    expect(await codes({ term: { used: { value: "false" } } })).toEqual([
      "ABCD5678",
      "CAMP0004",
      "HHHH0003",
      "ORGA0001",
    ]);
    expect(await codes({ terms: { site_id: [h2.id, 999_999] } })).toEqual(["HHHH0003"]);
    expect(await codes({ term: { correlation_id: "6f1c2b9e-4d7a-4c3e-9a51-2f0e8b7d1c11" } })).toEqual([
      "ABCD1234",
      "ABCD5678",
    ]);
    expect(await codes({ term: { correlation_id: "not-a-uuid" } })).toEqual([]);
    expect(await codes({ term: { location_type: "Organism" } })).toEqual(["ORGA0001"]);
    expect(await codes({ term: { "coupon_def.name.keyword": "One day" } })).toEqual(["ABCD1234", "ABCD5678"]);
    expect(await codes({ term: { code: { value: "abcd1234", case_insensitive: true } } })).toEqual(["ABCD1234"]);
    expect(await codes({ terms: { site_id: [h1.id], boost: 1 } })).toHaveLength(4);
    expect(await codes({ ids: { values: ["1", "999"] } })).toEqual(["ORGA0001"]);
  });

  it("filters by range on numbers and dates, with date math, rounding and time zones", async () => {
    expect(await codes({ range: { provisionings_count: { gte: 2 } } })).toEqual(["ABCD1234", "QWER0002"]);
    expect(await codes({ range: { provisionings_count: { gt: 0.5, lt: 2 } } })).toEqual(["ABCDCAMP", "XYZW0001"]);
    // lte of a day takes the whole day.
    expect(await codes({ range: { created_at: { gte: "2026-02-01", lte: "2026-02-15" } } })).toEqual([
      "ABCD5678",
      "CAMP0004",
      "XYZW0001",
    ]);
    expect(await codes({ range: { created_at: { gte: "2026-02-01", lt: "2026-02-15" } } })).toEqual([
      "ABCD5678",
      "CAMP0004",
    ]);
    // now is 2026-03-15T12:00Z: the last month, rounded to the day, starts 2026-02-15T00:00Z.
    expect(await codes({ range: { created_at: { gte: "now-1M/d" } } })).toEqual(["HHHH0003", "QWER0002", "XYZW0001"]);
    expect(await codes({ range: { created_at: { gte: "2026-02-15T10:00:00+02:00" } } })).toEqual([
      "HHHH0003",
      "QWER0002",
      "XYZW0001",
    ]);
    expect(
      await codes({ range: { created_at: { gte: "15/02/2026", format: "dd/MM/yyyy", time_zone: "Europe/Paris" } } }),
    ).toEqual(["HHHH0003", "QWER0002", "XYZW0001"]);
    expect(await codes({ range: { created_at: { lte: 1767603600000 } } })).toEqual(["ORGA0001"]);
    expect(await codes({ range: { first_provisioning_date: {} } })).toHaveLength(4);
  });

  it("tells whether a field exists", async () => {
    expect(await codes({ exists: { field: "disabled_at" } })).toEqual(["QWER0002"]);
    expect(await codes({ bool: { must_not: { exists: { field: "site_id" } } } })).toEqual(["ORGA0001"]);
  });

  it("combines clauses with bool must, filter, should, must_not and minimum_should_match", async () => {
    const [h1] = suite.world.hotelSites;
    expect(
      await codes({
        bool: {
          must: [{ term: { site_id: h1.id } }],
          filter: { term: { used: true } },
          must_not: [{ term: { creator_type: "GuestUser" } }],
        },
      }),
    ).toEqual(["ABCD1234", "QWER0002"]);
    // must_not keeps documents missing the field, as Elasticsearch does.
    expect(await codes({ bool: { must_not: { term: { coupon_def_id: 596 } } } })).toEqual([
      "ABCD1234",
      "ABCD5678",
      "QWER0002",
    ]);
    expect(await codes({ bool: { should: [{ term: { code: "ORGA0001" } }, { term: { code: "CAMP0004" } }] } })).toEqual(
      ["CAMP0004", "ORGA0001"],
    );
    // With a must, should clauses are optional unless minimum_should_match says otherwise.
    const withMust = (minimum?: unknown) => ({
      bool: {
        filter: [{ term: { site_id: h1.id } }],
        should: [
          { term: { used: true } },
          { term: { creator_type: "CenterUser" } },
          { exists: { field: "phone_number" } },
        ],
        ...(minimum === undefined ? {} : { minimum_should_match: minimum }),
      },
    });
    expect(await codes(withMust())).toHaveLength(4);
    expect(await codes(withMust(2))).toEqual(["ABCD1234", "ABCD5678", "QWER0002"]);
    expect(await codes(withMust("100%"))).toEqual([]);
    expect(await codes(withMust(-1))).toEqual(["ABCD1234", "ABCD5678", "QWER0002"]);
    expect(await codes(withMust("67%"))).toEqual(["ABCD1234", "ABCD5678", "QWER0002"]);
  });

  it("searches text fields anywhere inside, ignoring case, with match and match_phrase_prefix", async () => {
    expect(await codes({ match: { code: "cd12" } })).toEqual(["ABCD1234"]);
    expect(await codes({ match: { code: "abcd" } })).toEqual(["ABCD1234", "ABCD5678", "ABCDCAMP"]);
    expect(await codes({ match: { description: { query: "room guest", operator: "and" } } })).toEqual(["ABCD1234"]);
    expect(await codes({ match: { description: "room XYZW0001" } })).toEqual(["ABCD1234", "XYZW0001"]);
    expect(await codes({ match_phrase_prefix: { description: "room 1" } })).toEqual(["ABCD1234"]);
    expect(await codes({ match_phrase: { description: "12 guest" } })).toEqual(["ABCD1234"]);
    // Keyword fields match exactly.
    expect(await codes({ match: { creator_type: "Guest" } })).toEqual([]);
    expect(await codes({ match: { provisionings_count: "3" } })).toEqual(["QWER0002"]);
    // LIKE's own wildcards are plain characters.
    expect(await codes({ match: { code: "%" } })).toEqual([]);
  });

  it("takes wildcard and prefix patterns", async () => {
    expect(await codes({ wildcard: { code: "ABCD*" } })).toEqual(["ABCD1234", "ABCD5678", "ABCDCAMP"]);
    expect(await codes({ wildcard: { code: { value: "*0?0*" } } })).toEqual([
      "CAMP0004",
      "HHHH0003",
      "ORGA0001",
      "QWER0002",
      "XYZW0001",
    ]);
    expect(await codes({ wildcard: { creator_type: { value: "guest*", case_insensitive: true } } })).toEqual([
      "CAMP0004",
      "XYZW0001",
    ]);
    expect(await codes({ wildcard: { creator_type: "guest*" } })).toEqual([]);
    expect(await codes({ prefix: { code: "qw" } })).toEqual(["QWER0002"]);
    expect(await codes({ prefix: { correlation_id: "6f1c" } })).toEqual(["ABCD1234", "ABCD5678"]);
  });

  it("reads query_string and simple_query_string on named fields", async () => {
    const queryString = (query: string, extra: Record<string, unknown> = {}) =>
      codes({ query_string: { query, fields: ["code", "description^2"], ...extra } });
    expect(await queryString("abcd")).toEqual(["ABCD1234", "ABCD5678", "ABCDCAMP"]);
    expect(await queryString("abcd AND room")).toEqual(["ABCD1234"]);
    expect(await queryString("abcd -camp")).toEqual(["ABCD1234", "ABCD5678"]);
    expect(await queryString("abcd NOT camp", { default_operator: "AND" })).toEqual(["ABCD1234", "ABCD5678"]);
    expect(await queryString("QW* OR HHHH0003")).toEqual(["HHHH0003", "QWER0002"]);
    expect(await queryString('"room 12"')).toEqual(["ABCD1234"]);
    expect(await queryString("(abcd OR xyzw) AND creator_type:GuestUser")).toEqual(["XYZW0001"]);
    expect(await queryString("_exists_:disabled_at")).toEqual(["QWER0002"]);
    expect(await codes({ query_string: { query: "camp*", fields: ["*code"] } })).toEqual(["CAMP0004"]);
    // Each field reads the word in its type: 3 provisionings, or a code holding a 3.
    expect(await codes({ query_string: { query: "3", fields: ["provisionings_count", "code"] } })).toEqual([
      "ABCD1234",
      "HHHH0003",
      "QWER0002",
    ]);
    expect(await codes({ query_string: { query: "3", fields: ["provisionings_count"] } })).toEqual(["QWER0002"]);
    expect(await codes({ simple_query_string: { query: "abcd + 56", fields: ["code"] } })).toEqual(["ABCD5678"]);
    // simple_query_string never refuses its syntax.
    expect(await codes({ simple_query_string: { query: '(abcd + "56', fields: ["code"] } })).toEqual(["ABCD5678"]);
    expect(await codes({ simple_query_string: { query: "orga | camp", fields: ["code"] } })).toEqual([
      "ABCDCAMP",
      "CAMP0004",
      "ORGA0001",
    ]);
  });

  it("sorts, pages with from and size, and pages deep with search_after", async () => {
    const { client, world } = suite;
    const page = (extra: Record<string, unknown>) =>
      client.search(world.admin, "coupons", { sort: [{ first_provisioning_date: "desc" }, "code"], ...extra });
    const all = await page({ size: 8 });
    expect(sourcesOf(all, "code")).toEqual([
      "QWER0002",
      "XYZW0001",
      "ABCDCAMP",
      "ABCD1234",
      "ABCD5678",
      "CAMP0004",
      "HHHH0003",
      "ORGA0001",
    ]);
    expect(all.hits.hits[0].sort).toEqual([Date.parse("2026-03-02T07:00:00.000Z"), "QWER0002"]);
    expect(all.hits.hits[4].sort).toEqual([null, "ABCD5678"]);
    expect(all.hits.max_score).toBeNull();
    const second = await page({ from: 2, size: 3 });
    expect(sourcesOf(second, "code")).toEqual(["ABCDCAMP", "ABCD1234", "ABCD5678"]);
    const codesAfter: string[] = [];
    let after: unknown;
    for (let guard = 0; guard < 10; guard++) {
      const answer = await page({ size: 3, ...(after ? { search_after: after } : {}) });
      if (answer.hits.hits.length === 0) break;
      codesAfter.push(...(sourcesOf(answer, "code") as string[]));
      after = answer.hits.hits.at(-1).sort;
    }
    expect(codesAfter).toEqual(sourcesOf(all, "code"));
    const missingFirst = await client.search(world.admin, "coupons", {
      sort: [{ disabled_at: { order: "asc", missing: "_first" } }, { _id: "desc" }],
      size: 2,
    });
    expect(sourcesOf(missingFirst, "code")).toEqual(["CAMP0004", "ABCDCAMP"]);
    const byDoc = await client.search(world.admin, "coupons", { sort: ["_doc"], size: 2, search_after: [1] });
    expect(byDoc.hits.hits.map((hit: { _id: string }) => hit._id)).toEqual(["2", "3"]);
    const scored = await client.search(world.admin, "coupons", { size: 1 });
    expect(scored.hits.max_score).toBe(1);
    expect(scored.hits.hits[0]._score).toBe(1);
  });

  it("counts hits as track_total_hits asks", async () => {
    const { client, world } = suite;
    const total = async (extra: Record<string, unknown>, url = "") =>
      (await client.search(world.admin, "coupons", { size: 1, ...extra }, url)).hits.total;
    expect(await total({})).toEqual({ value: 8, relation: "eq" });
    expect(await total({ track_total_hits: true })).toEqual({ value: 8, relation: "eq" });
    expect(await total({ track_total_hits: 5 })).toEqual({ value: 5, relation: "gte" });
    expect(await total({ track_total_hits: false })).toBeUndefined();
    expect(await total({ size: 0 }, "?rest_total_hits_as_int=true")).toBe(8);
    expect(await total({ from: 7 })).toEqual({ value: 8, relation: "eq" });
    expect(await total({ from: 20 })).toEqual({ value: 8, relation: "eq" });
  });

  it("shows the _source fields asked for, nested as the product (docs/product.md#search) names them", async () => {
    const { client, world } = suite;
    const only = await client.search(world.admin, "coupons", {
      query: { term: { code: "QWER0002" } },
      _source: ["code", "coupon_def", "site_*"],
    });
    expect(only.hits.hits[0]._source).toEqual({
      code: "QWER0002",
      coupon_def: null,
      site_id: world.hotelSites[0].id,
      site_name: world.hotelSites[0].name,
    });
    const excluded = await client.search(world.admin, "coupons", {
      query: { term: { code: "ABCD1234" } },
      _source: { includes: ["coupon_def.*", "used"], excludes: ["coupon_def.duration*"] },
    });
    expect(excluded.hits.hits[0]._source).toEqual({
      coupon_def: {
        name: "One day",
        name_translations: { en: null, es: null, de: "Ein Tag", nl: null, zh: null },
        price: 5,
        pre_tax_price: 4.17,
        currency: "eur",
      },
      used: true,
    });
    const none = await client.search(world.admin, "coupons", { _source: false, size: 1 });
    expect(none.hits.hits[0]).toEqual({ _index: "coupons", _id: "1", _score: 1 });
  });

  it("hides a guest's e-mail unless they took the newsletter, even from searches", async () => {
    const { client, world } = suite;
    const guests = await client.search(world.admin, "guest_users", {
      sort: ["last_name"],
      _source: ["last_name", "email"],
    });
    expect(guests.hits.hits.map((hit: { _source: unknown }) => hit._source)).toEqual([
      { last_name: "Bernard", email: null },
      { last_name: "Dubois", email: "carol@example.test" },
      { last_name: "Martin", email: "alice@example.test" },
      { last_name: "Martinez", email: "eve@example.test" },
      { last_name: "Thomas", email: "dave@example.test" },
    ]);
    const bob = await client.search(world.admin, "guest_users", { query: { match: { email: "bob" } } });
    expect(bob.hits.total.value).toBe(0);
    const withoutEmail = await client.search(world.admin, "guest_users", {
      query: { bool: { must_not: { exists: { field: "email" } } } },
    });
    expect(sourcesOf(withoutEmail, "last_name")).toEqual(["Bernard"]);
  });

  it("searches list fields by any of their values", async () => {
    const { client, world } = suite;
    const accounts = await client.search(world.admin, "center_users", {
      query: { bool: { filter: [{ term: { organism_names: world.hotels.name } }, { term: { roles: "code" } }] } },
      sort: ["last_name"],
    });
    expect(sourcesOf(accounts, "last_name")).toEqual(["Analyst", "Manager"]);
    expect(accounts.hits.hits[0]._source).toMatchObject({
      organism_ids: [world.hotels.id],
      site_ids: [],
      organism_names: [world.hotels.name],
      state: "confirmed",
      creator_email: null,
    });
    const onSite = await client.search(world.admin, "center_users", {
      query: { term: { site_names: world.hotelSites[0].name } },
      sort: ["last_name"],
    });
    expect(sourcesOf(onSite, "last_name")).toEqual(["Hotel", "SiteAnalyst"]);
  });

  it("answers locations with their type, state and coordinates", async () => {
    const { client, world } = suite;
    const answer = await client.search(world.admin, "locations", {
      query: { bool: { filter: [{ term: { type: "Site" } }, { term: { organism_id: world.hotels.id } }] } },
      sort: ["name"],
      size: 3000,
    });
    expect(answer.hits.hits.map((hit: { _id: string }) => hit._id)).toEqual(
      world.hotelSites.map((site) => `Site-${site.id}`),
    );
    expect(answer.hits.hits[0]._source).toMatchObject({
      type: "Site",
      state: "En production",
      organism_name: world.hotels.name,
      organism_kind: "hotel_chain",
      coord: { latitude: 47.2184, longitude: -1.5536 },
    });
    const campsites = await client.search(world.admin, "locations", {
      query: { term: { organism_kind: "campsite" } },
      sort: ["_id"],
    });
    expect(campsites.hits.hits.map((hit: { _id: string }) => hit._id)).toEqual([
      `Organism-${world.campsites.id}`,
      `Site-${world.campsite.id}`,
    ]);
  });
});
