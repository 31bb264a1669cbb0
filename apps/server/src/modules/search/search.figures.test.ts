import { couponCreationBodySchema, privateWifiLimits } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { type Scope, unscoped } from "../../scope/scope";
import { scopeOf } from "../../scope/scope-of";
import { signInAs } from "../../test/sessions";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { engineDependentEngines, openSameDatabase, openTestDatabase, testEngines } from "../../test/test-database";
import {
  type CouponsDependencies,
  createCoupons,
  disableCoupon,
  randomCouponCode,
  updateCouponPhone,
} from "../coupons";
import { buildActor, type RequestActor } from "../sessions";
import { createSmsService } from "../sms";
import { registerFiguresCache } from "./figures/forget-code-figures";
import { listenToCodeChanges } from "./figures/listen-code-changes";
import { SearchFiguresCache } from "./figures/search-figures-cache";
import { type SearchDeps, searchIndex } from "./search.service";
import { searchDependencies } from "./search-dependencies";
import { insertSearchFixture, type SearchFixture, searchNow } from "./search-fixture";
import { createSearchLimits, type SearchLimits } from "./search-limits";

const logger = pino({ level: "silent" }) as FastifyBaseLogger;

/** The search limits, counting the database queries searches send through them. */
function countingLimits(): { limits: SearchLimits; queries: () => number } {
  const limits = createSearchLimits();
  let queries = 0;
  return {
    queries: () => queries,
    limits: {
      runSearch: (caller, search) =>
        limits.runSearch(caller, (query) =>
          search((work) => {
            queries += 1;
            return query(work);
          }),
        ),
      get activeCallers() {
        return limits.activeCallers;
      },
    },
  };
}

/** The codes screen's search (apps/web couponsPageBody): a page newest first, the total, the offers and printable counts. */
const codesScreen = (from: number, extra: Record<string, unknown> = {}) => ({
  query: { bool: { filter: [{ term: { creator_type: "CenterUser" } }] } },
  sort: [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
  from,
  size: 2,
  track_total_hits: true,
  aggs: {
    offers: { terms: { field: "coupon_def.name.keyword", size: 200 } },
    printable: { filter: { bool: { must_not: [{ exists: { field: "disabled_at" } }] } } },
  },
  ...extra,
});

type Answer = Awaited<ReturnType<typeof searchIndex>>;
const totalOf = (answer: Answer) => answer.hits.total;
const printableOf = (answer: Answer) =>
  (answer.aggregations as { printable: { doc_count: number } }).printable.doc_count;

// LISTEN/NOTIFY differs by engine (PGlite's one connection delivers at commit; PostgreSQL's listening client later).
describe.each(engineDependentEngines)("code search figures kept between searches on %s", (engine) => {
  // Tests share one database and search fixture per engine (opened in beforeAll, several thousand rows): each test keeps
  // its own figures cache and compares counts it took itself before and after its own writes (two codes added, hotel codes
  // disabled), so no assertion depends on what another test wrote.
  let database: DatabaseHandle;
  let world: SearchFixture;
  let hotelsScope: Scope;
  let campsiteScope: Scope;
  let manager: RequestActor;
  let admin: RequestActor;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    world = await insertSearchFixture(database.db);
    const actorOf = (id: number, isAdmin: boolean) =>
      buildActor(
        {
          id,
          email: `${id}@example.test`,
          firstName: "F",
          lastName: "L",
          language: "fr",
          admin: isAdmin,
          roleFlags: ["code"],
        },
        [],
        { apiToken: { readOnly: false } },
      );
    manager = actorOf(world.manager.id, false);
    admin = actorOf(world.admin.id, true);
    hotelsScope = await scopeOf(database.db, {
      admin: false,
      locations: [{ locationType: "Organism", locationId: world.hotels.id }],
    });
    campsiteScope = await scopeOf(database.db, {
      admin: false,
      locations: [{ locationType: "Site", locationId: world.campsite.id }],
    });
  });
  afterAll(() => database.close());

  /** A process's search dependencies: its own counting limits, and figures kept unless `figures` is null. */
  function searches(figures: SearchFiguresCache | null) {
    const counting = countingLimits();
    const deps: SearchDeps = {
      database: { db: database.db, engine, timeoutMs: 5_000 },
      limits: counting.limits,
      ...(figures ? { figures } : {}),
    };
    const search = async (actor: RequestActor, scope: Scope, body: unknown) => {
      const before = counting.queries();
      const answer = await searchIndex(deps, {
        index: "coupons",
        body,
        urlParameters: {},
        actor,
        scope,
        now: searchNow,
      });
      return { answer, queries: counting.queries() - before };
    };
    return { search };
  }

  /** A cache that only this process's writers empty: it hears no notification. */
  function deafCache(): SearchFiguresCache {
    const figures = new SearchFiguresCache();
    figures.startListening();
    registerFiguresCache(database.db, figures);
    return figures;
  }

  it("counts a page's bounded total only when the page does not end the matches, the hits and total as counted apart", async () => {
    const { search } = searches(null);
    const query = { bool: { filter: [{ term: { creator_type: "CenterUser" } }] } };
    const exact = await search(manager, hotelsScope, { query, size: 0, track_total_hits: true });
    const count = (exact.answer.hits.total as { value: number }).value;
    expect(count).toBeGreaterThan(4);
    const sorts = [
      [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
      [{ code: { order: "asc" } }],
      [{ "coupon_def.name.keyword": { order: "desc", missing: "_first" } }],
    ];
    for (const sort of sorts) {
      for (const [from, bound] of [
        [0, 10_000],
        [count - 1, 10_000],
        [count + 3, 10_000],
        [0, 3],
        [1, 3],
        [count - 1, 3],
        [2, count - 1],
      ] as const) {
        const body = { query, sort, from, size: 2 };
        const together = await search(manager, hotelsScope, { ...body, track_total_hits: bound });
        const apart = await search(manager, hotelsScope, { ...body, track_total_hits: true });
        const onPage = Math.max(0, Math.min(2, count - from));
        const endsTheMatches = onPage < 2 && (onPage > 0 || from === 0);
        expect(together.queries, JSON.stringify({ sort, from, bound })).toBe(endsTheMatches ? 1 : 2);
        expect(together.answer.hits.hits).toEqual(apart.answer.hits.hits);
        expect(together.answer.hits.total).toEqual(
          count > bound ? { value: bound, relation: "gte" } : { value: count, relation: "eq" },
        );
      }
    }
    const nothing = await search(manager, hotelsScope, { query: { term: { code: "NOCODE00" } }, size: 2 });
    expect(nothing.queries).toBe(1);
    expect(nothing.answer.hits).toMatchObject({ total: { value: 0, relation: "eq" }, hits: [] });
  });

  it("answers a search that only pages with one query, the figures as the first search counted them", async () => {
    const figures = new SearchFiguresCache();
    const stop = await listenToCodeChanges(database, figures, logger);
    try {
      const { search } = searches(figures);
      const first = await search(manager, hotelsScope, codesScreen(0));
      expect(first.queries).toBe(2);
      const second = await search(manager, hotelsScope, codesScreen(2));
      expect(second.queries).toBe(1);
      expect(second.answer.hits.hits.map((hit) => hit._id)).not.toEqual(first.answer.hits.hits.map((hit) => hit._id));
      expect(totalOf(second.answer)).toEqual(totalOf(first.answer));
      expect(second.answer.aggregations).toEqual(first.answer.aggregations);
      // Another order of the same codes: still the same figures.
      const sorted = await search(manager, hotelsScope, codesScreen(0, { sort: ["code", "id"] }));
      expect(sorted.queries).toBe(1);
      // Another query, or another way of counting, is counted.
      expect((await search(manager, hotelsScope, codesScreen(0, { track_total_hits: 100 }))).queries).toBeGreaterThan(
        1,
      );
      const count = await search(manager, hotelsScope, { size: 0, track_total_hits: true });
      expect(count.queries).toBe(1);
      expect((await search(manager, hotelsScope, { size: 0, track_total_hits: true })).queries).toBe(0);
    } finally {
      await stop();
    }
    // Without kept figures, each page counts again.
    const { search } = searches(null);
    await search(manager, hotelsScope, codesScreen(0));
    expect((await search(manager, hotelsScope, codesScreen(2))).queries).toBe(2);
  });

  it("never answers a caller with the figures another scope counted", async () => {
    const { search } = searches(deafCache());
    const counted = searches(null).search;
    const hotels = await search(manager, hotelsScope, codesScreen(0));
    const campsite = await search(manager, campsiteScope, codesScreen(0));
    expect(campsite.queries).toBe(2);
    expect(totalOf(campsite.answer)).toEqual(totalOf((await counted(manager, campsiteScope, codesScreen(0))).answer));
    expect(totalOf(campsite.answer)).not.toEqual(totalOf(hotels.answer));
    expect(campsite.answer.aggregations).not.toEqual(hotels.answer.aggregations);
    const everyone = await search(admin, unscoped, codesScreen(0));
    expect(everyone.queries).toBe(2);
    expect(totalOf(everyone.answer)).toEqual(totalOf((await counted(admin, unscoped, codesScreen(0))).answer));
    // The same locations are the same scope, whoever holds them.
    const sameLocations = await scopeOf(database.db, {
      admin: false,
      locations: [{ locationType: "Organism", locationId: world.hotels.id }],
    });
    const shared = await search(admin, sameLocations, codesScreen(2));
    expect(shared.queries).toBe(1);
    expect(totalOf(shared.answer)).toEqual(totalOf(hotels.answer));
  });

  it("counts again after a write of this process, once committed, in the scopes of the written codes only", async () => {
    const figures = deafCache();
    const { search } = searches(figures);
    const deps: CouponsDependencies = {
      db: database.db,
      now: () => new Date(),
      sms: createSmsService({ logger, isDeliveryConfigured: true, now: () => new Date() }),
      generateCode: randomCouponCode,
      privateWifiKeyLimit: privateWifiLimits.defaultSiteKeyLimit,
    };
    const before = await search(manager, hotelsScope, codesScreen(0));
    await search(manager, campsiteScope, codesScreen(0));
    const now = new Date();
    await createCoupons(
      deps,
      manager,
      hotelsScope,
      couponCreationBodySchema(now).parse({
        coupon: {
          location_id: world.hotelSites[1].id,
          location_type: "Site",
          number: 2,
          description: "Two more",
          max_usage: 1,
          starts_at: now.toISOString(),
          ends_at: new Date(now.getTime() + 86_400_000).toISOString(),
        },
      }),
      "fr",
    );
    const created = await search(manager, hotelsScope, codesScreen(2));
    expect(created.queries).toBe(2);
    const beforeTotal = totalOf(before.answer) as { value: number };
    expect(totalOf(created.answer)).toEqual({ value: beforeTotal.value + 2, relation: "eq" });
    expect(printableOf(created.answer)).toBe(printableOf(before.answer) + 2);
    // The campsite's figures were not touched by the hotels' codes.
    expect((await search(manager, campsiteScope, codesScreen(0))).queries).toBe(1);

    const listed = await search(manager, hotelsScope, codesScreen(0, { size: 20 }));
    const code = listed.answer.hits.hits.find((hit) => (hit._source as { disabled_at: unknown }).disabled_at === null);
    expect(code?._id).toBeDefined();
    await disableCoupon(deps, manager, hotelsScope, Number(code?._id));
    const disabled = await search(manager, hotelsScope, codesScreen(0));
    expect(disabled.queries).toBe(2);
    expect(printableOf(disabled.answer)).toBe(printableOf(created.answer) - 1);

    // The phone number is searched: setting one changes what a search by phone counts.
    const byPhone = codesScreen(0, { query: { prefix: { phone_number: "+3399" } } });
    expect(totalOf((await search(manager, hotelsScope, byPhone)).answer)).toEqual({ value: 0, relation: "eq" });
    await updateCouponPhone(deps, manager, hotelsScope, Number(code?._id), "+33999999999", "fr");
    expect(totalOf((await search(manager, hotelsScope, byPhone)).answer)).toEqual({ value: 1, relation: "eq" });
  });

  it("counts again once a write of another connection is notified", async () => {
    const figures = new SearchFiguresCache();
    const stop = await listenToCodeChanges(database, figures, logger);
    // On PostgreSQL another pool, as another app instance would write; PGlite has one connection.
    const other = engine === "postgres" ? await openSameDatabase(database) : database;
    try {
      const { search } = searches(figures);
      const before = await search(manager, hotelsScope, codesScreen(0));
      expect((await search(manager, hotelsScope, codesScreen(2))).queries).toBe(1);
      await other.db.execute(
        sql`update coupons set disabled_at = ${searchNow.toISOString()}::timestamptz
          where organism_id = ${world.hotels.id} and disabled_at is null and creator_type = 'CenterUser'`,
      );
      // The notification comes after the commit, on the listening connection: wait for it (bounded).
      for (let tries = 0; tries < 100 && figures.size > 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const after = await search(manager, hotelsScope, codesScreen(2));
      expect(after.queries).toBe(2);
      expect(printableOf(after.answer)).toBe(0);
      expect(printableOf(before.answer)).toBeGreaterThan(0);
    } finally {
      if (other !== database) await other.close();
      await stop();
    }
  });

  it("keeps a bounded total as Elasticsearch answers it: at least the bound", async () => {
    const figures = deafCache();
    const { search } = searches(figures);
    const bounded = codesScreen(0, { track_total_hits: 2, aggs: {} });
    const first = await search(admin, unscoped, bounded);
    expect(totalOf(first.answer)).toEqual({ value: 2, relation: "gte" });
    const next = await search(admin, unscoped, { ...bounded, from: 2 });
    expect(next.queries).toBe(1);
    expect(totalOf(next.answer)).toEqual({ value: 2, relation: "gte" });
  });
});

describe.each(testEngines)("the app's code search figures on %s", (engine) => {
  it("keeps them once the app listens, and a code disabled through the API forgets them at once", {
    timeout: 120_000,
  }, async () => {
    const database = await openTestDatabase(engine);
    const app = buildTestApp(database, {}, { clock: createTestClock(searchNow) });
    try {
      const world = await insertSearchFixture(database.db);
      const { headers } = await signInAs(app, world.manager);
      const post = (method: "POST" | "PUT", url: string, payload?: unknown) =>
        app.inject({
          method,
          url,
          headers: { ...headers, "content-type": "application/json" },
          payload: payload ?? {},
        });
      const figures = searchDependencies(app).figures;
      const listed = await post("POST", "/api/es_proxy/coupons/_search", codesScreen(0, { size: 20 }));
      expect(listed.statusCode).toBe(200);
      expect(figures?.enabled).toBe(true);
      expect(figures?.size).toBe(1);
      const code = (listed.json().hits.hits as { _id: string; _source: { disabled_at: unknown } }[]).find(
        (hit) => hit._source.disabled_at === null,
      );
      const disabled = await post("PUT", `/api/coupons/${code?._id}/disable`);
      expect(disabled.statusCode).toBe(200);
      expect(figures?.size).toBe(0);
      const after = await post("POST", "/api/es_proxy/coupons/_search", codesScreen(0, { size: 20 }));
      expect(after.json().aggregations.printable.doc_count).toBe(listed.json().aggregations.printable.doc_count - 1);
    } finally {
      await app.close();
      await database.close();
    }
    expect(searchDependencies(app).figures?.enabled).toBe(false);
  });
});
