import type { LiveEquipmentEvent } from "@ondine/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { equipment } from "../../db/schema";
import { insertEquipment } from "../../test/equipment-factory";
import { openEventStreamClient } from "../../test/event-stream-client";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { buildTestApp } from "../../test/test-app";
import { openSameDatabase, openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";
import { createCollector } from "../ingest";

// docs/decisions.md#live-maps: several app instances share one PostgreSQL; a live change made
// through one reaches the maps open on another. Only with TEST_DATABASE_URL
// (PGlite is one process's).

const eventOf = (data: string) => JSON.parse(data) as LiveEquipmentEvent;

describe.skipIf(!testEngines.includes("postgres"))("live maps across two app instances on PostgreSQL", () => {
  // Tests share the two app instances on one database and the site they stream (two apps on two
  // connections is what the file is about): each test makes its own equipment and opens its own stream,
  // which starts at the current change, so it carries only the changes the test makes after.
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let streaming: FastifyInstance;
  let ingesting: FastifyInstance;
  let liveUrl: string;
  let cookie: string;
  let collectorToken: string;
  let siteId: number;

  beforeAll(async () => {
    first = await openTestDatabase("postgres");
    second = await openSameDatabase(first);
    streaming = buildTestApp(first);
    ingesting = buildTestApp(second);
    const baseUrl = await streaming.listen({ host: "127.0.0.1", port: 0 });
    await ingesting.ready();
    const organism = await insertOrganism(first.db);
    siteId = (await insertSite(first.db, { organismId: organism.id })).id;
    liveUrl = `${baseUrl}/api/monitoring/sites/${siteId}/live`;
    const user = await insertUser(first.db, { locations: [{ type: "Site", id: siteId }] });
    cookie = (await signInAs(streaming, user)).headers.cookie;
    collectorToken = (await createCollector(first.db, { name: "Collector", siteIds: [siteId] })).token;
  });
  afterAll(async () => {
    await streaming?.close();
    await ingesting?.close();
    await second?.close();
    await first?.close();
  });

  it("delivers on instance A a batch ingested through instance B", async () => {
    const ap = await insertEquipment(first.db, { siteId });
    const client = await openEventStreamClient(liveUrl, { cookie });
    await expect.poll(() => client.retryMs).toBe(3_000);
    const answer = await ingesting.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${collectorToken}` },
      payload: {
        equipment_states: [
          { site_id: siteId, mac: ap.mac, is_reachable: false, connected_stations: 0, stamp: new Date().toISOString() },
        ],
      },
    });
    expect(answer.json()).toMatchObject({ accepted: 1, rejected: [] });
    expect(eventOf((await client.next()).data).changed).toEqual([
      expect.objectContaining({ id: ap.id, is_reachable: false, state: "unreachable" }),
    ]);
    client.close();
  });

  it("holds a change back while a change with a lower id is uncommitted, then delivers both", async () => {
    const [early, late] = [await insertEquipment(first.db, { siteId }), await insertEquipment(first.db, { siteId })];
    const client = await openEventStreamClient(liveUrl, { cookie });
    await expect.poll(() => client.retryMs).toBe(3_000);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const wrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    // Instance B's transaction takes the lower change id and stays open...
    const slow = second.db.transaction(async (tx) => {
      await tx.update(equipment).set({ connectedStations: 21 }).where(eq(equipment.id, early.id));
      written();
      await held;
    });
    await wrote;
    // ...while a later change commits first and is announced: sending it would move the client past the other.
    try {
      await first.db.update(equipment).set({ connectedStations: 22 }).where(eq(equipment.id, late.id));
      await expect(client.next(500)).rejects.toThrow(/no event/);
    } finally {
      release();
      await slow;
    }
    const event = eventOf((await client.next()).data);
    expect(event.changed.map((item) => [item.id, item.connected_stations])).toEqual([
      [early.id, 21],
      [late.id, 22],
    ]);
    client.close();
  });

  it("passes over the id of a change rolled back", async () => {
    const [rolledBack, kept] = [
      await insertEquipment(first.db, { siteId }),
      await insertEquipment(first.db, { siteId }),
    ];
    const client = await openEventStreamClient(liveUrl, { cookie });
    await expect.poll(() => client.retryMs).toBe(3_000);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const wrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    const failing = second.db.transaction(async (tx) => {
      await tx.update(equipment).set({ connectedStations: 31 }).where(eq(equipment.id, rolledBack.id));
      written();
      await held;
      throw new Error("rolled back on purpose");
    });
    await wrote;
    try {
      await first.db.update(equipment).set({ connectedStations: 32 }).where(eq(equipment.id, kept.id));
    } finally {
      release();
      await expect(failing).rejects.toThrow(/on purpose/);
    }
    // Nobody announces a rollback: the feed sees the writer gone and passes the gap.
    const event = eventOf((await client.next()).data);
    expect(event.changed.map((item) => [item.id, item.connected_stations])).toEqual([[kept.id, 32]]);
    client.close();
  });
});
