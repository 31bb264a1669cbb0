import { type DatabaseHandle, schema } from "@ondine/server/db";
import { openTestDatabase, testEngines } from "@ondine/server/test-database";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoCasts, castHistoryDays, insertDemoCasts } from "./demo-casts";
import { demoCatalogue } from "./demo-catalogue";
import { demoScales } from "./demo-scale";
import { generateDemoData } from "./generate-demo-data";
import { insertAllRows } from "./insert-rows";

const now = new Date("2026-11-20T10:00:00.000Z");

describe("the demo hotels' casts", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const casts = buildDemoCasts(data);
  const sticks = data.iot.devices.filter((device) => device.type === "chromecast");

  it("is deterministic for a seed", () => {
    expect(buildDemoCasts(generateDemoData(demoCatalogue, 1, { now }))).toEqual(casts);
  });

  it("are the casts of the hotels' sticks over the last weeks, up to now", () => {
    const stickSites = new Map(sticks.map((stick) => [stick.serial, stick.siteId]));
    expect(casts.events.length).toBeGreaterThan(sticks.length * castHistoryDays);
    for (const event of casts.events) {
      expect(stickSites.get(event.serial)).toBe(event.siteId);
      expect(event.stamp.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(event.stamp.getTime()).toBeGreaterThan(now.getTime() - castHistoryDays * 86_400_000);
    }
    const organismOf = new Map(data.sites.map((site) => [site.id, site.organismId]));
    expect(casts.events.every((event) => organismOf.get(event.siteId) === event.organismId)).toBe(true);
  });

  it("roll up by Paris day, stick and app exactly as the ingest does", () => {
    const expected = new Map<string, { casts: number; last: number }>();
    // One formatter for every event: making one per event took seconds over the demo's casts.
    const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });
    for (const event of casts.events) {
      const day = parisDay.format(event.stamp);
      const key = `${event.siteId} ${day} ${event.serial} ${event.app}`;
      const known = expected.get(key) ?? { casts: 0, last: 0 };
      expected.set(key, { casts: known.casts + 1, last: Math.max(known.last, event.stamp.getTime()) });
    }
    expect(
      new Map(
        casts.days.map((row) => [
          `${row.siteId} ${row.day} ${row.serial} ${row.app}`,
          { casts: row.casts, last: row.lastCastAt.getTime() },
        ]),
      ),
    ).toEqual(expected);
  });
});

describe.each(testEngines)("insertDemoCasts on %s", (engine) => {
  const data = generateDemoData(demoCatalogue, 1, { now, scale: { ...demoScales.demo, coupons: 0 } });
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    await insertAllRows(db, schema.organisms, data.organisms);
    await insertAllRows(db, schema.sites, data.sites);
    await insertAllRows(db, schema.iotRooms, data.iot.rooms);
    await insertAllRows(db, schema.iotDevices, data.iot.devices);
  }, 120_000);
  afterAll(() => database?.close());

  it("writes the casts and a roll-up that sums them, with the tables' indexes back", async () => {
    const counts = await database.db.transaction((tx) => insertDemoCasts(tx, data));
    const expected = buildDemoCasts(data);
    expect(counts).toEqual({ events: expected.events.length, days: expected.days.length });
    // The demo keeps every cast: its roll-up and its casts' own roll-up are the same rows, both ways.
    const rolledUp = sql`select site_id, (stamp at time zone 'Europe/Paris')::date as day, serial, app,
        count(*)::integer as casts, max(stamp) as last_cast_at
      from cast_events group by 1, 2, 3, 4`;
    const kept = sql`select site_id, day, serial, app, casts, last_cast_at from cast_days`;
    const { rows } = await database.db.execute<{ differences: number }>(sql`
      select (select count(*) from ((${rolledUp}) except (${kept})) as missing)::integer
        + (select count(*) from ((${kept}) except (${rolledUp})) as extra)::integer as differences`);
    expect(rows[0]?.differences).toBe(0);
    const indexes = await database.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename in ('cast_days', 'cast_events') order by indexname`,
    );
    expect(indexes.rows.map((row) => row.indexname)).toEqual([
      "cast_days_organism_id_day_idx",
      "cast_days_site_id_day_serial_app_pk",
      "cast_events_organism_id_stamp_idx",
      "cast_events_serial_stamp_pk",
      "cast_events_site_id_stamp_idx",
    ]);
  });
});
