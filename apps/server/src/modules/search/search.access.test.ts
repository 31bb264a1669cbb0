import { type SearchIndexName, searchIndexNames } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { signInAs } from "../../test/sessions";
import { testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";
import { sourcesOf } from "./search-test-client";
import { useSearchSuite } from "./search-test-setup";

type Bucket = { key: unknown; doc_count: number };

describe.each(testEngines)("who searches what, on %s", (engine) => {
  // Tests share the search fixture useSearchSuite builds once per engine (several thousand rows): tests only search it; the one that adds a user adds its own and reads only its answer.
  const suite = useSearchSuite(engine);

  it("asks for a signed-in caller, and names no index it does not have", async () => {
    const anonymous = await suite.app.inject({ method: "POST", url: "/api/es_proxy/locations/_search", payload: {} });
    expect(anonymous.statusCode).toBe(401);
    for (const index of ["users", "coupons,purchases", "_all"]) {
      const response = await suite.client.raw(suite.world.admin, index, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it.each(searchIndexNames.map((index) => [index]))("gives %s to its role only (docs/search.md)", async (index) => {
    const { client, world } = suite;
    const roleless = await client.raw(world.roleless, index, { size: 0 });
    expect(roleless.statusCode).toBe(index === "locations" ? 200 : 403);
    if (index !== "locations") expect(roleless.json()).toMatchObject({ code: "NOT_ALLOWED" });
    expect((await client.raw(world.hotelAnalyst, index, {})).statusCode).toBe(200);
  });

  it("gives the statistics overview figures only", async () => {
    const { client, world } = suite;
    for (const index of ["coupons", "guest_users", "end_users"] satisfies SearchIndexName[]) {
      expect((await client.raw(world.overviewReader, index, {})).statusCode).toBe(403);
      const figures = await client.search(world.overviewReader, index, {
        size: 0,
        aggs: { sites: { terms: { field: "site_id" } } },
      });
      expect(figures.hits.hits).toEqual([]);
    }
    const codes = await client.search(world.overviewReader, "coupons", { size: 0, query: { term: { used: true } } });
    expect(codes.hits.total).toEqual({ value: 3, relation: "eq" });
    expect((await client.raw(world.overviewReader, "purchases", { size: 0 })).statusCode).toBe(403);
    // Counts by code, contact or name would spell them out.
    for (const [index, body] of [
      ["coupons", { size: 0, query: { prefix: { code: "AB" } } }],
      ["coupons", { size: 0, aggs: { codes: { terms: { field: "code.keyword" } } } }],
      ["guest_users", { size: 0, query: { query_string: { query: "alice", fields: ["*"] } } }],
      ["end_users", { size: 0, aggs: { a: { filter: { exists: { field: "email" } } } } }],
    ] as const) {
      expect((await client.raw(world.overviewReader, index, body)).statusCode).toBe(403);
    }
  });

  it("answers an organism's holder with its sites' and its own rows, never another customer's", async () => {
    const { client, world } = suite;
    const answer = await client.search(world.hotelAnalyst, "coupons", {
      query: { match: { code: "ABCD" } },
      sort: ["code"],
      aggs: { organisms: { terms: { field: "organism_id" } } },
    });
    expect(sourcesOf(answer, "code")).toEqual(["ABCD1234", "ABCD5678"]);
    expect(answer.aggregations.organisms.buckets).toEqual([{ key: world.hotels.id, doc_count: 2 }]);
    const all = await client.search(world.hotelAnalyst, "coupons", { size: 100, sort: ["code"] });
    expect(sourcesOf(all, "code")).toEqual(["ABCD1234", "ABCD5678", "HHHH0003", "ORGA0001", "QWER0002", "XYZW0001"]);
    const theirs = await client.search(world.hotelAnalyst, "coupons", {
      query: { term: { site_id: world.campsite.id } },
      aggs: { total: { sum: { field: "provisionings_count" } } },
    });
    expect(theirs.hits.total.value).toBe(0);
    expect(theirs.aggregations.total).toEqual({ value: 0 });
  });

  it("answers a site's holder with that site's rows only, not its organism's", async () => {
    const { client, world } = suite;
    const [h1] = world.hotelSites;
    const coupons = await client.search(world.siteAnalyst, "coupons", {
      size: 100,
      sort: ["code"],
      aggs: {
        sites: { terms: { field: "site_id" } },
        months: { date_histogram: { field: "created_at", calendar_interval: "month" } },
      },
    });
    expect(sourcesOf(coupons, "code")).toEqual(["ABCD1234", "ABCD5678", "QWER0002", "XYZW0001"]);
    expect(coupons.aggregations.sites.buckets).toEqual([{ key: h1.id, doc_count: 4 }]);
    expect(coupons.aggregations.months.buckets.map((bucket: Bucket) => bucket.doc_count)).toEqual([1, 2, 1]);
    const events = await client.search(world.siteAnalyst, "maintenance_events", { sort: ["opened_at"] });
    expect(sourcesOf(events, "site_id")).toEqual([h1.id, h1.id]);
    const locations = await client.search(world.siteAnalyst, "locations", { size: 3000 });
    expect(locations.hits.hits.map((hit: { _id: string }) => hit._id)).toEqual([`Site-${h1.id}`]);
    for (const index of ["purchases", "guest_users", "end_users", "connection_codes", "maintenance_interventions"]) {
      const answer = await client.search(world.siteAnalyst, index, { size: 100 });
      expect(new Set(sourcesOf(answer, "site_id"))).toEqual(new Set([h1.id]));
    }
  });

  it("lists only the accounts the caller can know of", async () => {
    const { client, world } = suite;
    const accounts = await client.search(world.manager, "center_users", { sort: ["last_name"], size: 100 });
    const names = sourcesOf(accounts, "last_name");
    expect(names).toContain("Hotel");
    expect(names).toContain("Operator");
    expect(names).not.toContain("Campsite");
    expect(names).not.toContain("Admin");
    expect(accounts.hits.hits[0]._source).not.toHaveProperty("password_hash");
  });

  it("takes an API token as well as a session", async () => {
    const { app, world } = suite;
    const user = await insertUser(suite.database.db, {
      roles: ["api", "code"],
      locations: [{ type: "Organism", id: world.campsites.id }],
    });
    const { headers } = await signInAs(app, user);
    const generated = await app.inject({ method: "POST", url: "/api/generate_api_token", headers });
    const token = generated.json().api_token as string;
    const response = await app.inject({
      method: "POST",
      url: "/api/es_proxy/coupons/_search",
      headers: { "x-api-token": token },
      payload: { sort: ["code"] },
    });
    expect(response.statusCode).toBe(200);
    expect(sourcesOf(response.json(), "code")).toEqual(["ABCDCAMP", "CAMP0004"]);
  });
});
