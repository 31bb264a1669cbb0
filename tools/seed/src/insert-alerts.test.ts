import {
  accessPointCount,
  availabilityLevelOf,
  type EquipmentState,
  siteAvailabilityReason,
  siteAvailabilitySince,
} from "@ondine/domain";
import { type DatabaseHandle, schema } from "@ondine/server/db";
import { openTestDatabase, testEngines } from "@ondine/server/test-database";
import { evaluateSiteAvailability } from "@ondine/server/tools-api";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { demoScales } from "./demo-scale";
import { generateDemoData } from "./generate-demo-data";
import { insertDemoData } from "./insert-demo-data";

const now = new Date("2026-11-20T10:00:00.000Z");

// Tests share one seeded database: they read it, the server's evaluation finds nothing to change in it, and the last adds rows after them.
describe.each(testEngines)("the seed's availability, silent mode and alerts on %s", (engine) => {
  // The demo's locations, accounts and network, with little activity and no traffic history: what these rows rest on.
  const scale = { ...demoScales.demo, coupons: 300, guestUsers: 150, endUsers: 150, monitoringHistory: false };
  const data = generateDemoData(demoCatalogue, 1, { now, scale });
  const { silence, mutedNow, availability, subscriptions, log } = data.alerts;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await insertDemoData(database.db, data, { publicUrl: "http://localhost:8080" });
  }, 120_000);
  afterAll(() => database?.close());

  it("records each site at the level home shows for the status written, since when home says", async () => {
    const statuses = await database.db.select().from(schema.siteStatus);
    const statusOf = new Map(statuses.map((row) => [row.siteId, row]));
    const { rows: accessPoints } = await database.db.execute<{
      site_id: number;
      state: EquipmentState;
      muted: boolean;
    }>(sql`select site_id, state, muted from equipment where category = 'access_point'`);
    const recorded = await database.db.select().from(schema.siteAvailability);
    expect(recorded).toHaveLength(data.sites.length);
    for (const row of recorded) {
      const status = statusOf.get(row.siteId);
      const counted = accessPoints
        .filter((accessPoint) => Number(accessPoint.site_id) === row.siteId)
        .map((accessPoint) => accessPointCount(accessPoint.state, accessPoint.muted));
      const input = {
        lastFullRefresh: status?.lastFullRefresh ?? null,
        lineOk: status?.lineOk ?? 0,
        lineUnreachable: status?.lineUnreachable ?? 0,
        accessPointOk: counted.filter((tally) => tally === "reached").length,
        accessPointUnreachable: counted.filter((tally) => tally === "unreached").length,
        bandwidthCurrent: status?.bandwidthCurrent ?? 0,
        bandwidthMax: status?.bandwidthMax ?? 0,
      };
      const reason = siteAvailabilityReason(input, now);
      expect(row, `site ${row.siteId}`).toMatchObject({ level: availabilityLevelOf(reason), reason });
      expect(row.muted).toBe(status?.muted ?? false);
      if (status) {
        expect(siteAvailabilitySince({ ...input, levelSince: status.levelSince }, now)).toEqual(row.since);
      }
    }
    expect(new Set(recorded.map((row) => row.level)).size).toBeGreaterThanOrEqual(3);
  });

  it("leaves the server's own evaluation nothing to record at the seed's present", async () => {
    const evaluation = await evaluateSiteAvailability(database.db, "all", now);
    expect(evaluation).toEqual({ evaluated: data.sites.length, changed: 0 });
    const [events] = await database.db.select({ rows: count() }).from(schema.siteAvailabilityEvents);
    expect(events?.rows).toBe(availability.events.length);
  });

  it("mutes the equipment and the sites the windows on now cover, and no other", async () => {
    const { rows: muted } = await database.db.execute<{ mac: string }>(sql`select mac from equipment where muted`);
    expect(new Set(muted.map((row) => row.mac))).toEqual(mutedNow.macs);
    const { rows: sites } = await database.db.execute<{ site_id: number }>(
      sql`select site_id from site_status where muted`,
    );
    expect(new Set(sites.map((row) => Number(row.site_id)))).toEqual(mutedNow.siteIds);
    expect(mutedNow.siteIds.size).toBeGreaterThan(0);
  });

  it("writes the windows with their equipment found by MAC, and every row of the history and the log", async () => {
    const { rows } = await database.db.execute<{ id: number; macs: string[] | null }>(sql`
      select w.id, array_agg(e.mac order by array_position(w.equipment_ids, e.id)) filter (where e.id is not null) as macs
        from silence_windows w left join equipment e on e.id = any(w.equipment_ids)
       group by w.id order by w.id`);
    expect(rows.map((row) => [Number(row.id), row.macs ?? []])).toEqual(
      silence.windows.map((window) => [window.id, window.equipmentMacs]),
    );
    const tables = [
      [schema.siteAvailabilityEvents, availability.events.length],
      [schema.alertSubscriptions, subscriptions.length],
      [schema.alertAnnouncements, log.announcements.length],
      [schema.alertNotifications, log.notifications.length],
      [schema.alertReceipts, log.receipts.length],
      [schema.alertSiteStates, log.siteStates.length],
    ] as const;
    for (const [table, expected] of tables) {
      const [written] = await database.db.select({ rows: count() }).from(table);
      expect(written?.rows).toBe(expected);
    }
    const { rows: unseen } = await database.db.execute<{ count: number }>(
      sql`select count(*)::integer as count from site_availability_events where not alerts_seen`,
    );
    expect(unseen).toEqual([{ count: 0 }]);
  });

  it("moves the identity sequences past the chosen ids", async () => {
    const siteId = data.sites[0]?.id ?? 0;
    const [event] = await database.db
      .insert(schema.siteAvailabilityEvents)
      .values({ siteId, level: "up", at: now })
      .returning({ id: schema.siteAvailabilityEvents.id });
    expect(event?.id).toBe(availability.events.length + 1);
    const [announcement] = await database.db
      .insert(schema.alertAnnouncements)
      .values({
        siteId,
        organismId: data.sites[0]?.organismId ?? 0,
        kind: "down",
        level: "down",
        since: now,
        announcedAt: now,
      })
      .returning({ id: schema.alertAnnouncements.id });
    expect(announcement?.id).toBe(log.announcements.length + 1);
    const [window] = await database.db
      .insert(schema.silenceWindows)
      .values({
        siteId,
        target: "site",
        startsAt: now,
        endsAt: new Date(now.getTime() + 3_600_000),
        lastEndsAt: now,
        reason: "works",
      })
      .returning({ id: schema.silenceWindows.id });
    expect(window?.id).toBe(silence.windows.length + 1);
  });
});
