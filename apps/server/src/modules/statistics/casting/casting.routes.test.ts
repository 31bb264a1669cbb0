import type { CastingAnswers, IngestBatchAnswer } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db";
import { signInAs, type TestSession } from "../../../test/sessions";
import { insertSite } from "../../../test/site-factory";
import { insertTenancyFixture, type TenancyFixture } from "../../../test/tenancy-fixture";
import { buildTestApp } from "../../../test/test-app";
import { createTestClock } from "../../../test/test-clock";
import { openTestDatabase, testEngines } from "../../../test/test-database";
import { insertUser } from "../../../test/user-factory";
import { createCollector } from "../../ingest";
import { insertSticks } from "./casting-fixture";

const now = new Date("2026-11-22T14:00:00Z");
const unix = (iso: string) => Date.parse(iso) / 1000;
/** Paris midnights (UTC+1 in November) of the days the fixture casts on. */
const nov20 = unix("2026-11-19T23:00:00Z");
const nov21 = unix("2026-11-20T23:00:00Z");
const nov22 = unix("2026-11-21T23:00:00Z");

describe.each(testEngines)("GET /api/chromecast/{name} on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let quietSiteId: number;
  let castingManager: TestSession;
  let admin: TestSession;
  let withoutRole: TestSession;

  // Tests share the casting fixture (sticks and their ingested casts) and three sessions, built once: every test only reads.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock: createTestClock(now) });
    world = await insertTenancyFixture(database.db);
    const [hotel, studyHotel] = world.hotelSites;
    quietSiteId = (await insertSite(database.db, { organismId: world.hotels.id, state: "En production" })).id;
    await insertSticks(database.db, hotel.id, ["HTL-A1", "HTL-A2"]);
    await insertSticks(database.db, hotel.id, ["HTL-TV1"], "tv");
    await insertSticks(database.db, studyHotel.id, ["HTL-B1"]);
    await insertSticks(database.db, world.campsite.id, ["CMP-C1"]);
    const collector = await createCollector(database.db, {
      name: "Collector casts",
      siteIds: [hotel.id, studyHotel.id, world.campsite.id],
    });
    const cast = (siteId: number, serial: string, app: string, stamp: string) => ({
      site_id: siteId,
      serial,
      app,
      stamp,
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${collector.token}` },
      payload: {
        casts: [
          // 23:59:59 and 00:00 Paris: two days.
          cast(hotel.id, "HTL-A1", "Netflix", "2026-11-20T22:59:59Z"),
          cast(hotel.id, "HTL-A1", "YouTube", "2026-11-20T23:00:00Z"),
          cast(hotel.id, "HTL-A1", "Netflix", "2026-11-21T08:00:00Z"),
          cast(hotel.id, "HTL-A2", "Netflix", "2026-11-21T19:00:00Z"),
          cast(hotel.id, "HTL-A2", "Spotify", "2026-11-22T07:00:00Z"),
          // A site in study: its own answers only, never its organism's.
          cast(studyHotel.id, "HTL-B1", "Netflix", "2026-11-21T10:00:00Z"),
          // Another customer's.
          cast(world.campsite.id, "CMP-C1", "Twitch", "2026-11-21T10:00:00Z"),
        ],
      },
    });
    expect(response.json<IngestBatchAnswer>()).toMatchObject({ accepted: 7, rejected: [] });
    const manager = await insertUser(database.db, {
      roles: ["statistic_chromecast"],
      locations: [{ type: "Organism", id: world.hotels.id }],
    });
    [castingManager, admin, withoutRole] = await Promise.all([
      signInAs(app, manager),
      signInAs(app, world.admin),
      signInAs(app, world.manager),
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (session: TestSession, name: string, query: string) =>
    app.inject({ method: "GET", url: `/api/chromecast/${name}?${query}`, headers: session.headers });
  const answer = async <Name extends keyof CastingAnswers>(
    name: Name,
    location: string,
    from = nov20,
    to = unix(now.toISOString()),
    session = castingManager,
  ): Promise<CastingAnswers[Name]> => {
    const response = await get(session, name, `${location}&from=${from}&to=${to}`);
    expect(response.statusCode).toBe(200);
    return response.json<CastingAnswers[Name]>();
  };
  const hotelSite = () => `site_id=${world.hotelSites[0].id}`;
  const hotels = () => `organism_id=${world.hotels.id}`;

  it("counts a location's sticks, TVs and sites out of production left out", async () => {
    expect(await answer("installation_count", hotelSite())).toEqual({ value: 2 });
    expect(await answer("installation_count", hotels())).toEqual({ value: 2 });
    expect(await answer("installation_count", `site_id=${world.hotelSites[1].id}`)).toEqual({ value: 1 });
  });

  it("averages the sticks cast to per Paris day, to one decimal", async () => {
    // (A1, 20th), (A1, 21st), (A2, 21st), (A2, 22nd) over 3 days.
    expect(await answer("use_distinct_count", hotelSite())).toEqual({ value: 1.3 });
    expect(await answer("use_distinct_count", hotels())).toEqual({ value: 1.3 });
  });

  it("sums casts per app, most first, ties by name", async () => {
    const expected = [
      { name: "Netflix", count: 3 },
      { name: "Spotify", count: 1 },
      { name: "YouTube", count: 1 },
    ];
    expect(await answer("app_use", hotelSite())).toEqual(expected);
    // The study site's Netflix and the campsite's Twitch are not the organism's.
    expect(await answer("app_use", hotels())).toEqual(expected);
  });

  it("gives every Paris day of the window its casts, midnight Paris splitting them", async () => {
    expect(await answer("day_use", hotels())).toEqual([
      { key: nov20, value: 1 },
      { key: nov21, value: 3 },
      { key: nov22, value: 1 },
    ]);
    expect(await answer("day_use", hotels(), nov21)).toEqual([
      { key: nov21, value: 3 },
      { key: nov22, value: 1 },
    ]);
  });

  it("gives each stick that cast its casts per Paris day", async () => {
    expect(await answer("daily_device_casters", hotelSite())).toEqual([
      {
        serial: "HTL-A1",
        days: [
          { key: nov20, value: 1 },
          { key: nov21, value: 2 },
        ],
      },
      {
        serial: "HTL-A2",
        days: [
          { key: nov21, value: 1 },
          { key: nov22, value: 1 },
        ],
      },
    ]);
  });

  it("lists the five latest casts of the window, latest first", async () => {
    const last = await answer("five_last_casts", hotels());
    expect(last).toEqual([
      { name: "Spotify", timestamp: unix("2026-11-22T07:00:00Z"), serial: "HTL-A2" },
      { name: "Netflix", timestamp: unix("2026-11-21T19:00:00Z"), serial: "HTL-A2" },
      { name: "Netflix", timestamp: unix("2026-11-21T08:00:00Z"), serial: "HTL-A1" },
      { name: "YouTube", timestamp: unix("2026-11-20T23:00:00Z"), serial: "HTL-A1" },
      { name: "Netflix", timestamp: unix("2026-11-20T22:59:59Z"), serial: "HTL-A1" },
    ]);
    const fromParisMidnight = await answer("five_last_casts", hotels(), nov21, unix("2026-11-22T00:00:00Z"));
    expect(fromParisMidnight.map((cast) => cast.timestamp)).toEqual([
      unix("2026-11-21T19:00:00Z"),
      unix("2026-11-21T08:00:00Z"),
      unix("2026-11-20T23:00:00Z"),
    ]);
  });

  it("answers zeros and empty lists for a site without sticks", async () => {
    const quiet = `site_id=${quietSiteId}`;
    expect(await answer("installation_count", quiet)).toEqual({ value: 0 });
    expect(await answer("use_distinct_count", quiet)).toEqual({ value: 0 });
    expect(await answer("app_use", quiet)).toEqual([]);
    expect(await answer("daily_device_casters", quiet)).toEqual([]);
    expect(await answer("five_last_casts", quiet)).toEqual([]);
    expect(await answer("day_use", quiet)).toEqual([
      { key: nov20, value: 0 },
      { key: nov21, value: 0 },
      { key: nov22, value: 0 },
    ]);
  });

  it("lets an admin read any location", async () => {
    expect(await answer("app_use", `site_id=${world.campsite.id}`, nov20, nov22, admin)).toEqual([
      { name: "Twitch", count: 1 },
    ]);
  });

  it("answers 403 without the chromecast role, 401 without a session", async () => {
    const response = await get(withoutRole, "app_use", `${hotels()}&from=${nov20}&to=${nov22}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("NOT_ALLOWED");
    const anonymous = await app.inject({ method: "GET", url: `/api/chromecast/app_use?${hotels()}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another customer's location, an unknown one and an unknown statistic", async () => {
    const window = `from=${nov20}&to=${nov22}`;
    for (const location of [`site_id=${world.campsite.id}`, `organism_id=${world.campsites.id}`, "site_id=999999"]) {
      expect((await get(castingManager, "app_use", `${location}&${window}`)).statusCode).toBe(404);
    }
    expect((await get(castingManager, "top_apps", `${hotels()}&${window}`)).statusCode).toBe(404);
  });

  it("answers 422 naming the field of a bad query", async () => {
    const fieldsOf = async (query: string) => {
      const response = await get(castingManager, "day_use", query);
      expect(response.statusCode).toBe(422);
      return Object.keys(response.json().errors);
    };
    expect(await fieldsOf(`from=${nov20}&to=${nov22}`)).toEqual(["site_id"]);
    expect(await fieldsOf(`${hotels()}&${hotelSite()}&from=${nov20}&to=${nov22}`)).toEqual(["organism_id"]);
    expect(await fieldsOf(`${hotels()}&from=${nov22}&to=${nov20}`)).toEqual(["to"]);
    expect(await fieldsOf(`${hotels()}&from=${nov20 - 400 * 86_400}&to=${nov20}`)).toEqual(["to"]);
    expect(await fieldsOf(`${hotels()}&from=yesterday&to=${nov20}`)).toContain("from");
  });
});
