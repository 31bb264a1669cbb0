import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../../db";
import { coupons, purchases } from "../../../db/schema";
import { insertCoupon } from "../../../test/coupon-factory";
import {
  fixtureBatch,
  ingest,
  insertMonitoringFixture,
  type MonitoringFixture,
  monitoringNow,
  trafficStamps,
} from "../../../test/monitoring-fixture";
import { insertOffer } from "../../../test/offer-factory";
import { signInAs, type TestSession } from "../../../test/sessions";
import { buildTestApp } from "../../../test/test-app";
import { createTestClock } from "../../../test/test-clock";
import { openTestDatabase, testEngines } from "../../../test/test-database";
import { insertUser } from "../../../test/user-factory";

const day = 86_400_000;
const daysAgo = (days: number) => new Date(monitoringNow.getTime() - days * day);
/** The meters' window of these tests: the last 30 days. */
const window = `start_at=${daysAgo(30).toISOString()}&stop_at=${monitoringNow.toISOString()}`;

let purchaseCount = 0;
async function insertPurchase(
  db: Database,
  values: { organismId: number; siteId: number; daysAgo: number; succeeded?: boolean },
) {
  purchaseCount += 1;
  await db.insert(purchases).values({
    reference: `STAT-${purchaseCount}`,
    organismId: values.organismId,
    siteId: values.siteId,
    offerId: 801,
    offerName: "Journée",
    totalAmountTtc: 5,
    totalAmountHt: 4.17,
    currency: "eur",
    purchaseDate: daysAgo(values.daysAgo),
    succeeded: values.succeeded ?? true,
    email: `guest${purchaseCount}@example.test`,
  });
}

/** A code of that location first used `daysAgo` days ago (never used when null), made in the back office unless said. */
async function insertUsedCode(
  db: Database,
  values: { organismId: number; siteId: number | null; daysAgo: number | null; byGuest?: boolean },
) {
  const used = values.daysAgo !== null;
  const code = await insertCoupon(db, {
    organismId: values.organismId,
    siteId: values.siteId,
    provisioningsCount: used ? 1 : 0,
    startsAt: used ? daysAgo(values.daysAgo as number) : daysAgo(40),
  });
  if (values.byGuest) {
    await db.update(coupons).set({ creatorType: "GuestUser" }).where(eq(coupons.id, code.id));
  }
}

describe.each(testEngines)("statistics overview calls on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: MonitoringFixture;
  let admin: TestSession;
  /** Every statistics role on the hotel chain. */
  let chainManager: TestSession;
  /** The statistics roles on the hotel chain's site in production only. */
  let siteManager: TestSession;
  /** The overview (statistics.home) only, on the hotel chain. */
  let homeOnly: TestSession;
  /** No statistics role at all, on the hotel chain. */
  let operator: TestSession;

  // Tests share the monitoring fixture, its purchases, codes and sessions, built once: every test only reads, at a clock that never moves.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock: createTestClock(monitoringNow) });
    world = await insertMonitoringFixture(database.db);
    await ingest(app, world, fixtureBatch(world));
    const db = database.db;
    const [hotelSite, studySite] = world.hotelSites;
    await insertOffer(db, { id: 801 });

    // The hotel chain: 3 counted on its site in production, 1 on its site in study; left out: failed, too old.
    await insertPurchase(db, { organismId: world.hotels.id, siteId: hotelSite.id, daysAgo: 1 });
    await insertPurchase(db, { organismId: world.hotels.id, siteId: hotelSite.id, daysAgo: 10 });
    await insertPurchase(db, { organismId: world.hotels.id, siteId: hotelSite.id, daysAgo: 29 });
    await insertPurchase(db, { organismId: world.hotels.id, siteId: studySite.id, daysAgo: 3 });
    await insertPurchase(db, { organismId: world.hotels.id, siteId: hotelSite.id, daysAgo: 2, succeeded: false });
    await insertPurchase(db, { organismId: world.hotels.id, siteId: hotelSite.id, daysAgo: 45 });
    // Another customer's: never counted for the hotel chain.
    for (const days of [1, 2, 3, 4, 5]) {
      await insertPurchase(db, { organismId: world.campsites.id, siteId: world.campsite.id, daysAgo: days });
    }

    // Codes: 2 used on the site, 1 organism-wide; left out: a guest's, a never-used, one used too long ago.
    await insertUsedCode(db, { organismId: world.hotels.id, siteId: hotelSite.id, daysAgo: 2 });
    await insertUsedCode(db, { organismId: world.hotels.id, siteId: hotelSite.id, daysAgo: 20 });
    await insertUsedCode(db, { organismId: world.hotels.id, siteId: null, daysAgo: 5 });
    await insertUsedCode(db, { organismId: world.hotels.id, siteId: hotelSite.id, daysAgo: 4, byGuest: true });
    await insertUsedCode(db, { organismId: world.hotels.id, siteId: hotelSite.id, daysAgo: null });
    await insertUsedCode(db, { organismId: world.hotels.id, siteId: hotelSite.id, daysAgo: 60 });
    for (const days of [1, 2, 3]) {
      await insertUsedCode(db, { organismId: world.campsites.id, siteId: world.campsite.id, daysAgo: days });
    }

    const everyStatistic = ["statistic_home", "statistic_purchases", "statistic_coupons"] as const;
    const onHotels = [{ type: "Organism", id: world.hotels.id }] as const;
    const [chainUser, siteUser, homeUser] = await Promise.all([
      insertUser(db, { roles: everyStatistic, locations: onHotels }),
      insertUser(db, { roles: everyStatistic, locations: [{ type: "Site", id: hotelSite.id }] }),
      insertUser(db, { roles: ["statistic_home"], locations: onHotels }),
    ]);
    [admin, chainManager, siteManager, homeOnly, operator] = await Promise.all([
      signInAs(app, world.admin),
      signInAs(app, chainUser),
      signInAs(app, siteUser),
      signInAs(app, homeUser),
      signInAs(app, world.operator),
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (session: TestSession, url: string) => app.inject({ method: "GET", url, headers: session.headers });
  const countOf = async (session: TestSession, url: string) => {
    const response = await call(session, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const total = (value: number) => ({ hits: { total: { value, relation: "eq" } } });

  it("counts an organism's succeeded purchases of the window on all its sites, none of another customer's", async () => {
    expect(await countOf(chainManager, `/api/statistics/purchases?organism=${world.hotels.id}&${window}`)).toEqual(
      total(4),
    );
    expect(await countOf(admin, `/api/statistics/purchases?organism=${world.campsites.id}&${window}`)).toEqual(
      total(5),
    );
  });

  it("counts a site's purchases only, the stop of the window left out", async () => {
    const site = world.hotelSites[0].id;
    expect(await countOf(siteManager, `/api/statistics/purchases?site=${site}&${window}`)).toEqual(total(3));
    const upToTenDaysAgo = `start_at=${daysAgo(30).toISOString()}&stop_at=${daysAgo(10).toISOString()}`;
    expect(await countOf(siteManager, `/api/statistics/purchases?site=${site}&${upToTenDaysAgo}`)).toEqual(total(1));
  });

  it("counts the back-office codes first used in the window, organism-wide codes with the organism's", async () => {
    expect(await countOf(chainManager, `/api/statistics/used_codes?organism=${world.hotels.id}&${window}`)).toEqual(
      total(3),
    );
    const site = world.hotelSites[0].id;
    expect(await countOf(siteManager, `/api/statistics/used_codes?site=${site}&${window}`)).toEqual(total(2));
  });

  it("sends the meters with a private cache lifetime", async () => {
    const response = await call(chainManager, `/api/statistics/used_codes?organism=${world.hotels.id}&${window}`);
    expect(response.headers["cache-control"]).toBe("private, max-age=180");
  });

  it("answers the traffic as the monitoring call does, over the last 7 days by default", async () => {
    for (const location of [`site=${world.siteA.id}`, `organism=${world.hotels.id}`]) {
      const recent = `start_at=${Math.floor(monitoringNow.getTime() / 1000) - 3600}&stop_at=${Math.floor(monitoringNow.getTime() / 1000)}`;
      const statistics = await countOf(homeOnly, `/api/statistics/traffic?${location}&${recent}`);
      expect(statistics).toEqual(await countOf(admin, `/api/monitoring/traffic?${location}&${recent}`));
      expect(statistics.length).toBeGreaterThan(0);
    }
    // The default: from the Paris midnight six days back (hourly points), so ten days ago is left out.
    const lastWeek = await countOf(homeOnly, `/api/statistics/traffic?site=${world.siteA.id}`);
    const stamps = lastWeek.map((point: { timeline: number }) => point.timeline * 1000);
    expect(stamps.length).toBeGreaterThan(0);
    expect(Math.min(...stamps)).toBeGreaterThanOrEqual(new Date("2026-11-15T23:00:00Z").getTime());
    expect(stamps).not.toContain(trafficStamps.tenDaysAgo[0]?.getTime());
  });

  it("refuses each call to an account without its statistics role (403), before reading the query", async () => {
    const organism = `organism=${world.hotels.id}&${window}`;
    for (const url of [
      `/api/statistics/purchases?${organism}`,
      `/api/statistics/used_codes?${organism}`,
      "/api/statistics/purchases?site=abc",
    ]) {
      expect((await call(homeOnly, url)).statusCode).toBe(403);
    }
    expect((await call(operator, `/api/statistics/traffic?organism=${world.hotels.id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another customer's location, a site's manager asking for its organism, and an unknown one", async () => {
    for (const path of ["purchases", "used_codes", "traffic"]) {
      const windowOf = path === "traffic" ? "" : `&${window}`;
      for (const [session, location] of [
        [chainManager, `organism=${world.campsites.id}`],
        [chainManager, `site=${world.campsite.id}`],
        [siteManager, `organism=${world.hotels.id}`],
        [admin, "site=999999"],
      ] as const) {
        const response = await call(session, `/api/statistics/${path}?${location}${windowOf}`);
        expect([path, location, response.statusCode, response.json().code]).toEqual([path, location, 404, "NOT_FOUND"]);
      }
    }
  });

  it("answers 422 naming the field of a wrong query", async () => {
    const site = `site=${world.hotelSites[0].id}`;
    const cases = [
      [`/api/statistics/purchases?${site}&start_at=yesterday&stop_at=${monitoringNow.toISOString()}`, "start_at"],
      [`/api/statistics/purchases?${site}&start_at=${monitoringNow.toISOString()}`, "stop_at"],
      [
        `/api/statistics/used_codes?${site}&start_at=${monitoringNow.toISOString()}&stop_at=${daysAgo(1).toISOString()}`,
        "stop_at",
      ],
      [`/api/statistics/used_codes?${window}`, "site"],
      [`/api/statistics/traffic?${site}&start_at=2000&stop_at=1000`, "stop_at"],
      [`/api/statistics/traffic?site=${world.hotelSites[0].id}&organism=${world.hotels.id}`, "organism"],
    ] as const;
    for (const [url, field] of cases) {
      const response = await call(admin, url);
      expect([url, response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([url, 422, [field]]);
    }
  });
});
