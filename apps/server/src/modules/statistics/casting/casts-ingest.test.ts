import type { IngestBatchAnswer } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db";
import { insertOrganism } from "../../../test/organism-factory";
import { insertSite } from "../../../test/site-factory";
import { buildTestApp } from "../../../test/test-app";
import { createTestClock } from "../../../test/test-clock";
import { openTestDatabase, testEngines } from "../../../test/test-database";
import { createCollector } from "../../ingest";
import { insertSticks } from "./casting-fixture";

const now = new Date("2026-11-22T14:00:00Z");

describe.each(testEngines)("the ingest's casts section on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;
  let siteId: number;
  let neighbourSiteId: number;
  let organismId: number;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock: createTestClock(now) });
    organismId = (await insertOrganism(database.db, { kind: "hotel_chain" })).id;
    siteId = (await insertSite(database.db, { organismId })).id;
    neighbourSiteId = (await insertSite(database.db, { organismId })).id;
    await insertSticks(database.db, siteId, ["ROOM-101-CC", "ROOM-102-CC"]);
    await insertSticks(database.db, siteId, ["ROOM-101-TV"], "tv");
    await insertSticks(database.db, neighbourSiteId, ["NEXT-201-CC"]);
    token = (await createCollector(database.db, { name: "Collector hotel", siteIds: [siteId] })).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const send = async (casts: unknown[]) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${token}` },
      payload: { casts },
    });
    expect(response.statusCode).toBe(200);
    return response.json<IngestBatchAnswer>();
  };
  const rows = async <Row extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await database.db.execute<Row>(query)).rows;
  const rollUp = () =>
    rows<{ day: string; serial: string; app: string; casts: number; last: string }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, serial, app, casts, to_char(last_cast_at at time zone 'UTC', 'HH24:MI') as last
      from cast_days order by day, serial, app`);
  const rollUpOfEvents = () =>
    rows<{ day: string; serial: string; app: string; casts: number; last: string }>(sql`
      select to_char((stamp at time zone 'Europe/Paris')::date, 'YYYY-MM-DD') as day, serial, app,
        count(*)::integer as casts, to_char(max(stamp) at time zone 'UTC', 'HH24:MI') as last
      from cast_events group by 1, 2, 3 order by 1, 2, 3`);

  const first = [
    { site_id: 0, serial: "ROOM-101-CC", app: "Netflix", stamp: "2026-11-21T20:00:00Z" },
    { site_id: 0, serial: "ROOM-101-CC", app: "Netflix", stamp: "2026-11-21T22:30:00Z" },
    // 00:10 in Paris: the 22nd.
    { site_id: 0, serial: "ROOM-101-CC", app: "Netflix", stamp: "2026-11-21T23:10:00Z" },
    { site_id: 0, serial: "ROOM-102-CC", app: "YouTube", stamp: "2026-11-22T07:00:00Z" },
  ];
  const ofSite = (casts: typeof first) => casts.map((cast) => ({ ...cast, site_id: siteId }));

  it("stores the casts and their Paris-day roll-up, with the site's organism", async () => {
    expect(await send(ofSite(first))).toEqual({ batch_id: null, accepted: 4, rejected: [] });
    expect(await rollUp()).toEqual([
      { day: "2026-11-21", serial: "ROOM-101-CC", app: "Netflix", casts: 2, last: "22:30" },
      { day: "2026-11-22", serial: "ROOM-101-CC", app: "Netflix", casts: 1, last: "23:10" },
      { day: "2026-11-22", serial: "ROOM-102-CC", app: "YouTube", casts: 1, last: "07:00" },
    ]);
    const organisms = await rows<{ organism_id: number }>(
      sql`select distinct organism_id from cast_events union select distinct organism_id from cast_days`,
    );
    expect(organisms.map((row) => Number(row.organism_id))).toEqual([organismId]);
  });

  it("counts a re-sent cast once, adding only the new ones to the roll-up", async () => {
    const again = [
      ...ofSite(first),
      { site_id: siteId, serial: "ROOM-102-CC", app: "YouTube", stamp: "2026-11-22T09:00:00Z" },
      // The same cast twice in one batch.
      { site_id: siteId, serial: "ROOM-102-CC", app: "Disney+", stamp: "2026-11-22T10:00:00Z" },
      { site_id: siteId, serial: "ROOM-102-CC", app: "Disney+", stamp: "2026-11-22T10:00:00Z" },
    ];
    await send(again);
    await send(again);
    expect(await rollUp()).toEqual(await rollUpOfEvents());
    expect(await rollUp()).toContainEqual({
      day: "2026-11-22",
      serial: "ROOM-102-CC",
      app: "YouTube",
      casts: 2,
      last: "09:00",
    });
    expect(await rollUp()).toContainEqual({
      day: "2026-11-22",
      serial: "ROOM-102-CC",
      app: "Disney+",
      casts: 1,
      last: "10:00",
    });
  });

  it("rejects an unknown serial, a TV, another site's stick, a site not served and a bad item", async () => {
    const before = await rollUp();
    const answer = await send([
      { site_id: siteId, serial: "ROOM-999-CC", app: "Netflix", stamp: "2026-11-22T11:00:00Z" },
      { site_id: siteId, serial: "ROOM-101-TV", app: "Netflix", stamp: "2026-11-22T11:00:00Z" },
      { site_id: siteId, serial: "NEXT-201-CC", app: "Netflix", stamp: "2026-11-22T11:00:00Z" },
      { site_id: neighbourSiteId, serial: "NEXT-201-CC", app: "Netflix", stamp: "2026-11-22T11:00:00Z" },
      { site_id: siteId, serial: "ROOM-101-CC", app: "", stamp: "2026-11-22T11:00:00Z" },
      { site_id: siteId, serial: "ROOM-101-CC", app: "Deezer", stamp: "2026-11-22T11:00:00Z" },
      // PostgreSQL text cannot hold a NUL: refused alone, not the batch.
      { site_id: siteId, serial: "ROOM-101-CC", app: "Net\u0000flix", stamp: "2026-11-22T12:00:00Z" },
    ]);
    expect(answer.accepted).toBe(1);
    expect(answer.rejected.map((rejection) => [rejection.index, rejection.reason])).toEqual(
      expect.arrayContaining([
        [0, "unknown_equipment"],
        [1, "unknown_equipment"],
        [2, "unknown_equipment"],
        [3, "site_not_allowed"],
        [4, "invalid"],
        [6, "invalid"],
      ]),
    );
    expect(answer.rejected.find((rejection) => rejection.index === 4)?.errors).toHaveProperty("app");
    expect(answer.rejected.find((rejection) => rejection.index === 6)?.errors).toEqual({
      app: ["formErrors.invalid_character"],
    });
    expect((await rollUp()).length).toBe(before.length + 1);
    expect(await rollUp()).toEqual(await rollUpOfEvents());
  });
});
