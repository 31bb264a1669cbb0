import type { IngestBatchAnswer } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertOrganism } from "../../../test/organism-factory";
import { insertSite } from "../../../test/site-factory";
import { testEngines } from "../../../test/test-database";
import { useTestApp } from "../../../test/use-test-app";
import { createCollector } from "../../ingest";
import { insertSticks } from "./casting-fixture";

const now = new Date("2026-11-22T14:00:00Z");

describe.each(testEngines)("the ingest's casts section on %s", (engine) => {
  const t = useTestApp(engine, { now });
  let token: string;
  let siteId: number;
  let neighbourSiteId: number;
  let organismId: number;

  /** Each test's hotel: two sticks and a TV on the site its collector serves, one stick on the neighbouring site. */
  const givenAHotel = async () => {
    organismId = (await insertOrganism(t.db, { kind: "hotel_chain" })).id;
    siteId = (await insertSite(t.db, { organismId })).id;
    neighbourSiteId = (await insertSite(t.db, { organismId })).id;
    await insertSticks(t.db, siteId, ["ROOM-101-CC", "ROOM-102-CC"]);
    await insertSticks(t.db, siteId, ["ROOM-101-TV"], "tv");
    await insertSticks(t.db, neighbourSiteId, ["NEXT-201-CC"]);
    token = (await createCollector(t.db, { name: "Collector hotel", siteIds: [siteId] })).token;
  };

  const send = async (casts: unknown[]) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${token}` },
      payload: { casts },
    });
    expect(response.statusCode).toBe(200);
    return response.json<IngestBatchAnswer>();
  };
  const rows = async <Row extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await t.db.execute<Row>(query)).rows;
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
    await givenAHotel();
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
    await givenAHotel();
    expect(await send(ofSite(first))).toMatchObject({ accepted: 4, rejected: [] });
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
    await givenAHotel();
    // A roll-up with rows already, which the one valid cast adds to.
    expect(await send(ofSite(first))).toMatchObject({ accepted: 4, rejected: [] });
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
