import type { IngestBatchAnswer } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bandwidthSamples,
  equipment,
  siteLines,
  siteStatus,
  speedtests,
  trafficDaily,
  trafficHourly,
  trafficSamples,
} from "../../db/schema";
import { insertEquipment } from "../../test/equipment-factory";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { createCollector } from "./collectors.service";

const now = new Date("2026-11-22T14:00:00Z");

describe.each(testEngines)("POST /api/ingest/v1/batches on %s", (engine) => {
  const t = useTestApp(engine, { now });
  let token: string;
  let siteId: number;
  let otherSiteId: number;
  let apMac: string;

  /** Each test's collector, allowed on one site with one access point, and another site it may not report on. */
  const givenACollector = async () => {
    const organism = await insertOrganism(t.db);
    siteId = (await insertSite(t.db, { organismId: organism.id })).id;
    otherSiteId = (await insertSite(t.db, { organismId: organism.id })).id;
    apMac = (await insertEquipment(t.db, { siteId })).mac;
    token = (await createCollector(t.db, { name: "Collector Nantes", siteIds: [siteId] })).token;
  };

  const send = (body: unknown, bearer = token) =>
    t.app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${bearer}` },
      payload: body as object,
    });

  const batch = () => ({
    batch_id: "nantes-1",
    equipment_states: [
      {
        site_id: siteId,
        mac: apMac.toUpperCase(),
        is_reachable: true,
        connected_stations: 12,
        stamp: "2026-11-22T13:55:00Z",
      },
    ],
    line_states: [
      {
        site_id: siteId,
        line_id: "fiber-1",
        name: "Fibre",
        state: "ok",
        bandwidth_current: 600_000_000,
        bandwidth_max: 1_000_000_000,
        stamp: "2026-11-22T13:55:00Z",
      },
    ],
    traffic: [
      { site_id: siteId, stamp: "2026-11-22T13:50:00Z", rx: 1000, tx: 100, active_users: 4 },
      { site_id: siteId, stamp: "2026-11-22T13:55:00Z", rx: 3000, tx: 300, active_users: 8 },
    ],
    speedtests: [{ site_id: siteId, stamp: "2026-11-22T13:00:00Z", download: 95_000_000, upload: 40_000_000 }],
    esls: [{ site_id: siteId, mac: "02:aa:00:00:00:01", label: "Shelf 1", parent_mac: apMac }],
  });

  it("refuses a request without a collector token, or with an unknown one", async () => {
    await givenACollector();
    expect((await t.app.inject({ method: "POST", url: "/api/ingest/v1/batches", payload: {} })).statusCode).toBe(401);
    expect((await send(batch(), "not-a-token")).statusCode).toBe(401);
  });

  it("stores every section and computes the site status", async () => {
    await givenACollector();
    const response = await send(batch());
    expect(response.statusCode).toBe(200);
    expect(response.json<IngestBatchAnswer>()).toEqual({ batch_id: "nantes-1", accepted: 6, rejected: [] });

    const db = t.db;
    const [ap] = await db.select().from(equipment).where(eq(equipment.mac, apMac));
    expect(ap).toMatchObject({ state: "reachable", isReachable: true, connectedStations: 12 });
    expect(await db.select().from(siteLines)).toEqual([
      expect.objectContaining({ lineId: "fiber-1", name: "Fibre", state: "ok", bandwidthCurrent: 600_000_000 }),
    ]);
    expect(await db.select().from(bandwidthSamples)).toHaveLength(1);
    expect(await db.select().from(speedtests)).toHaveLength(1);
    const [label] = await db.select().from(equipment).where(eq(equipment.category, "esl"));
    expect(label).toMatchObject({ siteId, label: "Shelf 1", parentMac: apMac, mac: "02:aa:00:00:00:01" });
    const [status] = await db.select().from(siteStatus).where(eq(siteStatus.siteId, siteId));
    expect(status).toMatchObject({
      lastFullRefresh: new Date("2026-11-22T13:55:00Z"),
      lineOk: 1,
      // 600 of 1,000 Mbit/s in use: below 0.75 of the line's rate, so degraded (docs/product.md#monitoring-availability).
      level: "degraded",
      bandwidthCurrent: 600_000_000,
      bandwidthMax: 1_000_000_000,
      activeUsers: 8,
      trafficRx: 3000,
      speedtestDownload: 95_000_000,
    });
  });

  it("rolls traffic up by hour and by Paris day", async () => {
    await givenACollector();
    await send(batch());
    const db = t.db;
    expect(await db.select().from(trafficSamples)).toHaveLength(2);
    expect(await db.select().from(trafficHourly)).toEqual([
      {
        siteId,
        bucket: new Date("2026-11-22T13:00:00Z"),
        rxSum: 4000,
        txSum: 400,
        activeUsersMax: 8,
        activeUsersSum: 12,
        samples: 2,
      },
    ]);
    // Midnight in Paris (UTC+1 in November).
    expect((await db.select().from(trafficDaily)).map((row) => row.bucket)).toEqual([new Date("2026-11-21T23:00:00Z")]);
  });

  it("stores nothing twice when a batch is sent again", async () => {
    await givenACollector();
    await send(batch());
    const response = await send(batch());
    expect(response.json<IngestBatchAnswer>()).toEqual({ batch_id: "nantes-1", accepted: 6, rejected: [] });
    const db = t.db;
    expect(await db.select().from(trafficSamples)).toHaveLength(2);
    expect(await db.select().from(bandwidthSamples)).toHaveLength(1);
    expect(await db.select().from(speedtests)).toHaveLength(1);
    expect(await db.select().from(equipment)).toHaveLength(2);
    const [hour] = await db.select().from(trafficHourly);
    expect(hour).toMatchObject({ rxSum: 4000, samples: 2 });
    const [day] = await db.select().from(trafficDaily);
    expect(day).toMatchObject({ rxSum: 4000, samples: 2 });
  });

  it("keeps the valid items of a batch and rejects the others with their index and reason", async () => {
    await givenACollector();
    await send(batch());
    const otherAp = await insertEquipment(t.db, { siteId: otherSiteId });
    const response = await send({
      equipment_states: [
        {
          site_id: siteId,
          mac: "02:ff:ff:ff:ff:ff",
          is_reachable: true,
          connected_stations: 0,
          stamp: "2026-11-22T13:58:00Z",
        },
        { site_id: siteId, mac: apMac, is_reachable: false, connected_stations: 0, stamp: "2026-11-22T13:58:00Z" },
      ],
      traffic: [
        { site_id: siteId, stamp: "2026-11-22T13:59:00Z", rx: -5, tx: 0, active_users: 1 },
        { site_id: otherSiteId, stamp: "2026-11-22T13:59:00Z", rx: 5, tx: 0, active_users: 1 },
        { site_id: siteId, stamp: "2024-01-01T00:00:00Z", rx: 5, tx: 0, active_users: 1 },
        { site_id: siteId, stamp: "2026-11-22T14:00:00Z", rx: 2000, tx: 200, active_users: 2 },
      ],
      esls: [{ site_id: siteId, mac: otherAp.mac, label: "Shelf 2" }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<IngestBatchAnswer>()).toEqual({
      batch_id: null,
      accepted: 2,
      rejected: [
        { section: "traffic", index: 0, reason: "invalid", errors: { rx: ["formErrors.invalid"] } },
        { section: "traffic", index: 1, reason: "site_not_allowed", errors: {} },
        { section: "traffic", index: 2, reason: "stamp_out_of_range", errors: {} },
        { section: "equipment_states", index: 0, reason: "unknown_equipment", errors: {} },
        { section: "esls", index: 0, reason: "mac_taken", errors: {} },
      ],
    });
    const db = t.db;
    const [ap] = await db.select().from(equipment).where(eq(equipment.mac, apMac));
    expect(ap).toMatchObject({ state: "unreachable", isReachable: false });
    const [status] = await db.select().from(siteStatus).where(eq(siteStatus.siteId, siteId));
    // Its one access point unreached: down (no access point reached), counted live from the equipment.
    expect(status).toMatchObject({
      level: "down",
      lastFullRefresh: new Date("2026-11-22T13:58:00Z"),
      activeUsers: 2,
    });
    const [hour] = await db.select().from(trafficHourly).orderBy(asc(trafficHourly.bucket)).limit(1);
    expect(hour).toMatchObject({ rxSum: 4000, samples: 2 });
    const [other] = await db.select().from(equipment).where(eq(equipment.mac, otherAp.mac));
    expect(other).toMatchObject({ category: "access_point", label: null });
  });

  it("lets no older report overwrite a newer one, and keeps states set by people", async () => {
    await givenACollector();
    await send(batch());
    const planned = await insertEquipment(t.db, { siteId, state: "planned" });
    await send({
      equipment_states: [
        { site_id: siteId, mac: apMac, is_reachable: true, connected_stations: 3, stamp: "2026-11-22T13:00:00Z" },
        { site_id: siteId, mac: planned.mac, is_reachable: true, connected_stations: 1, stamp: "2026-11-22T13:59:00Z" },
      ],
      line_states: [
        {
          site_id: siteId,
          line_id: "fiber-1",
          state: "unreachable",
          bandwidth_current: 0,
          bandwidth_max: 1_000_000_000,
          stamp: "2026-11-22T13:00:00Z",
        },
      ],
    });
    const db = t.db;
    const [ap] = await db.select().from(equipment).where(eq(equipment.mac, apMac));
    expect(ap).toMatchObject({ state: "reachable", connectedStations: 12 });
    const [kept] = await db.select().from(equipment).where(eq(equipment.mac, planned.mac));
    expect(kept).toMatchObject({ state: "planned", isReachable: true, connectedStations: 1 });
    const [line] = await db.select().from(siteLines);
    expect(line).toMatchObject({ state: "ok" });
    expect(await db.select().from(bandwidthSamples)).toHaveLength(2);
    const [status] = await db.select().from(siteStatus).where(eq(siteStatus.siteId, siteId));
    expect(status?.lastFullRefresh).toEqual(new Date("2026-11-22T13:59:00Z"));
  });

  it("rejects items with a NUL character, an id or a count above 2^31 - 1, or year 0, and keeps the others", async () => {
    await givenACollector();
    const valid = batch();
    const tooBig = 2_147_483_648;
    const response = await send({
      equipment_states: [{ ...valid.equipment_states[0], connected_stations: tooBig }],
      line_states: [{ ...valid.line_states[0], line_id: "fiber-2", name: "Fi\u0000bre" }],
      traffic: [
        { ...valid.traffic[0], site_id: tooBig },
        { ...valid.traffic[0], stamp: "0000-01-01T00:00:00Z" },
        { ...valid.traffic[0], active_users: tooBig },
        { site_id: siteId, stamp: "2026-11-22T12:05:00Z", rx: 1, tx: 1, active_users: 1 },
      ],
      esls: [{ ...valid.esls[0], label: "\u0000" }],
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<IngestBatchAnswer>();
    expect(answer.accepted).toBe(1);
    expect(answer.rejected).toEqual([
      {
        section: "equipment_states",
        index: 0,
        reason: "invalid",
        errors: { connected_stations: ["formErrors.invalid"] },
      },
      { section: "line_states", index: 0, reason: "invalid", errors: { name: ["formErrors.invalid_character"] } },
      { section: "traffic", index: 0, reason: "invalid", errors: { site_id: ["formErrors.invalid"] } },
      { section: "traffic", index: 1, reason: "invalid", errors: { stamp: ["formErrors.range_date"] } },
      { section: "traffic", index: 2, reason: "invalid", errors: { active_users: ["formErrors.invalid"] } },
      { section: "esls", index: 0, reason: "invalid", errors: { label: ["formErrors.invalid_character"] } },
    ]);
    const kept = await t.db.select().from(trafficSamples).where(eq(trafficSamples.rx, 1));
    expect(kept).toHaveLength(1);
  });

  it("answers 422 when the envelope itself cannot be read", async () => {
    await givenACollector();
    const response = await send({ traffic: "not a list" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "INVALID_PARAMETERS", errors: { traffic: ["formErrors.invalid"] } });
  });
});
