import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";
import { insertSearchFixture, type SearchFixture, searchNow } from "./search-fixture";
import { searchClient } from "./search-test-client";
import { useSearchSuite } from "./search-test-setup";

// The finding of the hardening review: eight captures and their backreferences, exponential in PostgreSQL's engine.
const backreferenceAttack = "(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\8\\7\\6\\5\\4\\3\\2\\1";

// Tests share the search fixture and app (useSearchSuite), built once: every test only searches, refused or answered, and writes no row it searches.
describe.each(testEngines)("search bounds on %s", (engine) => {
  const suite = useSearchSuite(engine);
  const refusal = async (user: TestUser, index: string, body: unknown) => {
    const response = await suite.client.raw(user, index, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("WRONG_PARAMETERS");
    return response.json().errors as Record<string, string[]>;
  };

  it("refuses the backreference attack on both indexes at once, naming the field", async () => {
    const { siteAnalyst } = suite.world;
    await suite.client.search(siteAnalyst, "locations", { size: 0 }); // signs in first: sign-in writes in a transaction
    const searches = vi.spyOn(suite.database.db, "transaction");
    const onLocations = await refusal(siteAnalyst, "locations", {
      size: 0,
      aggs: { t: { terms: { field: "name.keyword", include: backreferenceAttack } } },
    });
    const onCoupons = await refusal(siteAnalyst, "coupons", {
      size: 0,
      aggs: { t: { terms: { field: "description.keyword", exclude: backreferenceAttack } } },
    });
    expect(onLocations).toEqual({ "aggs.t.terms.include": ["search.unsupported"] });
    expect(onCoupons).toEqual({ "aggs.t.terms.exclude": ["search.unsupported"] });
    // Refused by the parser: no search transaction reached the database.
    expect(searches).not.toHaveBeenCalled();
    searches.mockRestore();
  });

  it("matches what the Lucene pattern means, and only that", async () => {
    const answer = await suite.client.search(suite.world.admin, "coupons", {
      size: 0,
      aggs: {
        rooms: { terms: { field: "description.keyword", include: "Room [0-9]+ (guest|visitor)" } },
        dotted: { terms: { field: "description.keyword", include: "Room.12.guest" } },
        escaped: { terms: { field: "description.keyword", include: "Room\\.12\\.guest" } },
      },
    });
    expect(answer.aggregations.rooms.buckets.map((bucket: { key: string }) => bucket.key)).toContain("Room 12 guest");
    expect(answer.aggregations.dotted.buckets.map((bucket: { key: string }) => bucket.key)).toEqual(["Room 12 guest"]);
    expect(answer.aggregations.escaped.buckets).toEqual([]);
  });

  it.each([
    ["a lookahead", "(?=a).*"],
    ["an over-long pattern", "a".repeat(257)],
    ["over-nested groups", `${"(".repeat(12)}a${")".repeat(12)}`],
    ["a huge repetition", "(a{100}){100}"],
    ["a complement", "~(abc)"],
  ])("refuses %s in include, naming it", async (_what, include) => {
    const errors = await refusal(suite.world.siteAnalyst, "locations", {
      size: 0,
      aggs: { t: { terms: { field: "name.keyword", include } } },
    });
    expect(Object.keys(errors)).toEqual(["aggs.t.terms.include"]);
  });

  it("refuses wildcard and prefix patterns over their bounds, naming the field", async () => {
    const { siteAnalyst } = suite.world;
    expect(
      await refusal(siteAnalyst, "locations", { query: { wildcard: { name: { value: "a?".repeat(50_000) } } } }),
    ).toEqual({ "query.wildcard.name.value": ["search.too_large"] });
    expect(await refusal(siteAnalyst, "locations", { query: { wildcard: { name: "*a".repeat(17) } } })).toEqual({
      "query.wildcard.name": ["search.too_large"],
    });
    expect(await refusal(siteAnalyst, "locations", { query: { prefix: { name: "b".repeat(257) } } })).toEqual({
      "query.prefix.name": ["search.too_large"],
    });
    expect(
      await refusal(siteAnalyst, "locations", {
        query: { query_string: { query: "x*".repeat(20), fields: ["name"] } },
      }),
    ).toEqual({ "query.query_string.query": ["search.too_large"] });
    // At the bounds, still answered: sixteen stars match every name.
    const all = await suite.client.search(siteAnalyst, "locations", {});
    const starred = await suite.client.search(siteAnalyst, "locations", {
      query: { wildcard: { name: "*".repeat(16) } },
    });
    expect(starred.hits.total.value).toBe(all.hits.total.value);
  });
});

/** A promise the test settles itself, and its settle function. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * A slow search, made slow from outside: the test holds an exclusive lock on
 * the coupons table, so every search of coupons waits in PostgreSQL until its
 * statement_timeout. Only PostgreSQL can cancel a running query (PGlite is one
 * WASM thread), so only it runs this.
 */
describe.runIf(testEngines.includes("postgres"))("a slow search on postgres", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: SearchFixture;
  let client: ReturnType<typeof searchClient>;
  let otherTenant: TestUser;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    // A second, not five: the test waits for it.
    app = buildTestApp(database, { searchTimeoutMs: 1000 }, { clock: createTestClock(searchNow) });
    world = await insertSearchFixture(database.db);
    otherTenant = await insertUser(database.db, {
      roles: ["code"],
      locations: [{ type: "Organism", id: world.campsites.id }],
      lastName: "Camper",
    });
    client = searchClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const lockWaiters = async () => {
    const { rows } = await database.db.execute<{ count: number | string }>(
      sql`select count(*) as count from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return Number(rows[0]?.count ?? 0);
  };

  it("answers 503 SEARCH_TIMEOUT while other tenants and the health check are answered, and the pool recovers", async () => {
    const locked = deferred();
    const release = deferred();
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table coupons in access exclusive mode`);
      locked.resolve();
      await release.promise;
    });
    await locked.promise;

    const slowBody = { size: 5, aggs: { sites: { terms: { field: "site_id" } } } };
    let slowSettled = 0;
    const slow = Array.from({ length: 6 }, () =>
      client.raw(world.siteAnalyst, "coupons", slowBody).finally(() => {
        slowSettled += 1;
      }),
    );
    try {
      // The caller's first searches are in PostgreSQL, waiting on the lock; the caller holds at most 3 connections.
      await vi.waitFor(async () => expect(await lockWaiters()).toBeGreaterThanOrEqual(2), { timeout: 5000 });
      expect(await lockWaiters()).toBeLessThanOrEqual(3);

      const other = await client.search(otherTenant, "locations", { query: { match_all: {} } });
      expect(other.hits.total.value).toBe(2);
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      // Both answered while the slow searches were still held.
      expect(slowSettled).toBe(0);

      const answers: LightMyRequestResponse[] = await Promise.all(slow);
      for (const answer of answers) {
        const { code, retry_after } = answer.json();
        if (answer.statusCode === 429) {
          expect(code).toBe("TOO_MANY_REQUESTS");
          expect(answer.headers["retry-after"]).toBe("1");
          expect(retry_after).toBe(1);
        } else {
          expect([answer.statusCode, code]).toEqual([503, "SEARCH_TIMEOUT"]);
        }
      }
      expect(answers.filter((answer) => answer.statusCode === 503).length).toBeGreaterThanOrEqual(2);
    } finally {
      release.resolve();
      await holder;
    }

    // The cancelled queries gave their connections back, without the timeout: the same caller is served.
    const again = await Promise.all(
      Array.from({ length: 4 }, () => client.search(world.siteAnalyst, "coupons", slowBody)),
    );
    for (const answer of again) expect(answer.hits.hits.length).toBeGreaterThan(0);
    const { rows } = await database.db.execute<{ timeout: string }>(
      sql`select current_setting('statement_timeout') as timeout`,
    );
    expect(rows[0]?.timeout).toBe("0");
  });
});
