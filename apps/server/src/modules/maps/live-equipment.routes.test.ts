import type { LiveEquipmentEvent } from "@ondine/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { equipment } from "../../db/schema";
import { insertEquipment } from "../../test/equipment-factory";
import { type EventStreamClient, openEventStreamClient } from "../../test/event-stream-client";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { engineDependentEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { createCollector } from "../ingest";
import { pruneChangeLog } from "./change-log-pruning";

const eventOf = (data: string) => JSON.parse(data) as LiveEquipmentEvent;
const idsOf = (event: LiveEquipmentEvent) => event.changed.map((item) => item.id).sort((a, b) => a - b);

// Engine-dependent: live maps ride on LISTEN/NOTIFY, delivered on PGlite's one connection and on PostgreSQL's listening client.
describe.each(engineDependentEngines)("GET /api/monitoring/sites/:id/live on %s", (engine) => {
  const t = useTestApp(engine);
  let baseUrl: string;
  let siteId: number;
  let otherSiteId: number;
  let foreignSiteId: number;
  let manager: TestSession;
  let collectorToken: string;
  const open: EventStreamClient[] = [];

  /** Each test's app listening, two sites of one customer and one of another, a manager of the first signed in, a collector of all three. */
  const givenTwoCustomers = async () => {
    baseUrl = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const ours = await insertOrganism(t.db);
    const theirs = await insertOrganism(t.db);
    siteId = (await insertSite(t.db, { organismId: ours.id })).id;
    otherSiteId = (await insertSite(t.db, { organismId: ours.id })).id;
    foreignSiteId = (await insertSite(t.db, { organismId: theirs.id })).id;
    const user = await insertUser(t.db, { locations: [{ type: "Organism", id: ours.id }] });
    manager = await signInAs(t.app, user);
    collectorToken = (await createCollector(t.db, { name: "Collector", siteIds: [siteId, otherSiteId, foreignSiteId] }))
      .token;
  };
  // After-hooks run last registered first: this closes the test's streams before useTestApp closes its app.
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });

  const liveUrl = (site: number, query = "") => `${baseUrl}/api/monitoring/sites/${site}/live${query}`;

  async function connect(site: number, options: { query?: string; headers?: Record<string, string> } = {}) {
    const client = await openEventStreamClient(liveUrl(site, options.query), {
      cookie: manager.headers.cookie,
      ...options.headers,
    });
    open.push(client);
    return client;
  }

  /** Waits until the stream is subscribed: its first block (retry and id) has arrived. */
  async function connected(site: number, options: Parameters<typeof connect>[1] = {}) {
    const client = await connect(site, options);
    await expect.poll(() => client.retryMs).toBe(3_000);
    return client;
  }

  const ingest = (items: { site_id: number; mac: string; connected_stations: number; stamp: string }[]) =>
    t.app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${collectorToken}` },
      payload: { equipment_states: items.map((item) => ({ ...item, is_reachable: true })) },
    });

  const setStations = (ids: number[], stations: number) =>
    t.db.update(equipment).set({ connectedStations: stations }).where(inArray(equipment.id, ids));

  it("answers with an event stream, then a change ingested by a collector", async () => {
    await givenTwoCustomers();
    const ap = await insertEquipment(t.db, { siteId });
    const client = await connected(siteId);
    expect(client.status).toBe(200);
    expect(client.headers["content-type"]).toBe("text/event-stream");
    expect(client.headers["cache-control"]).toBe("no-cache");
    expect(client.headers["x-accel-buffering"]).toBe("no");
    // The stream starts at the current change, so a dropped client resumes from there.
    expect(Number(client.lastEventId)).toBeGreaterThan(0);

    const answer = await ingest([
      { site_id: siteId, mac: ap.mac, connected_stations: 7, stamp: new Date().toISOString() },
    ]);
    expect(answer.json()).toMatchObject({ accepted: 1, rejected: [] });
    const received = await client.next();
    expect(received.event).toBe("equipment");
    expect(Number(received.lastEventId)).toBeGreaterThan(0);
    expect(eventOf(received.data)).toEqual({
      changed: [
        expect.objectContaining({
          id: ap.id,
          mac: ap.mac,
          connected_stations: 7,
          state: "reachable",
          status: "reachable",
        }),
      ],
      removed: [],
    });
    client.close();
  });

  it("resumes after Last-Event-ID with exactly the changes missed, each piece of equipment in its latest state", async () => {
    await givenTwoCustomers();
    const [first, second, third] = [
      await insertEquipment(t.db, { siteId }),
      await insertEquipment(t.db, { siteId }),
      await insertEquipment(t.db, { siteId }),
    ];
    const client = await connected(siteId);
    await setStations([first.id], 1);
    const seen = await client.next();
    expect(idsOf(eventOf(seen.data))).toEqual([first.id]);
    client.close();

    // Missed while away: two changes of one, one of another, and the other site's.
    await setStations([second.id], 2);
    await setStations([second.id], 3);
    await setStations([third.id], 4);
    const elsewhere = await insertEquipment(t.db, { siteId: otherSiteId });

    const again = await connect(siteId, { headers: { "last-event-id": seen.lastEventId } });
    const caughtUp = eventOf((await again.next()).data);
    expect(caughtUp.changed.map((item) => [item.id, item.connected_stations])).toEqual([
      [second.id, 3],
      [third.id, 4],
    ]);
    expect(caughtUp.removed).toEqual([]);
    expect(idsOf(caughtUp)).not.toContain(elsewhere.id);
    // `since` does the same for a first connection (EventSource cannot send headers).
    const bySince = await connect(siteId, { query: `?since=${seen.lastEventId}` });
    expect(idsOf(eventOf((await bySince.next()).data))).toEqual([second.id, third.id]);
    // Nothing more was owed.
    await setStations([first.id], 5);
    expect(idsOf(eventOf((await again.next()).data))).toEqual([first.id]);
    expect(again.pending()).toEqual([]);
    again.close();
    bySince.close();
  });

  it("lists in removed the equipment deleted, gone spare or moved to another site", async () => {
    await givenTwoCustomers();
    const [deleted, spare, moved, kept] = [
      await insertEquipment(t.db, { siteId }),
      await insertEquipment(t.db, { siteId }),
      await insertEquipment(t.db, { siteId }),
      await insertEquipment(t.db, { siteId }),
    ];
    const client = await connected(siteId);
    const elsewhere = await connected(otherSiteId);
    await t.db.transaction(async (tx) => {
      await tx.delete(equipment).where(eq(equipment.id, deleted.id));
      await tx.update(equipment).set({ state: "spare" }).where(eq(equipment.id, spare.id));
      await tx.update(equipment).set({ siteId: otherSiteId }).where(eq(equipment.id, moved.id));
      await tx.update(equipment).set({ connectedStations: 9 }).where(eq(equipment.id, kept.id));
    });
    const events = [eventOf((await client.next()).data)];
    // One transaction's statements notify separately: gather until every piece has come.
    while (events.flatMap((event) => [...event.removed, ...idsOf(event)]).length < 4) {
      events.push(eventOf((await client.next()).data));
    }
    expect(events.flatMap((event) => event.removed).sort((a, b) => a - b)).toEqual(
      [deleted.id, spare.id, moved.id].sort((a, b) => a - b),
    );
    expect(events.flatMap(idsOf)).toEqual([kept.id]);
    // The site it moved to draws it now.
    expect(idsOf(eventOf((await elsewhere.next()).data))).toEqual([moved.id]);
    client.close();
    elsewhere.close();
  });

  it("splits a large change into events of at most 500 pieces of equipment", async () => {
    await givenTwoCustomers();
    const client = await connected(otherSiteId);
    await t.db.insert(equipment).values(
      Array.from({ length: 620 }, (_, index) => ({
        siteId: otherSiteId,
        category: "access_point" as const,
        model: "AP-305",
        mac: `02:bb:00:00:${String(Math.floor(index / 100)).padStart(2, "0")}:${String(index % 100).padStart(2, "0")}`,
      })),
    );
    const firstEvent = await client.next();
    const secondEvent = await client.next();
    expect(eventOf(firstEvent.data).changed).toHaveLength(500);
    expect(eventOf(secondEvent.data).changed).toHaveLength(120);
    expect(Number(secondEvent.lastEventId)).toBeGreaterThan(Number(firstEvent.lastEventId));
    client.close();
  });

  it("sends reset when the changes after the id asked for were pruned, then goes on from now", async () => {
    await givenTwoCustomers();
    const ap = await insertEquipment(t.db, { siteId });
    const client = await connected(siteId);
    await setStations([ap.id], 11);
    const seen = await client.next();
    client.close();
    await setStations([ap.id], 12);
    // An hour and more later, pruning has taken what the client missed.
    await pruneChangeLog(t.db, new Date(Date.now() + 2 * 3_600_000));

    const late = await connect(siteId, { headers: { "last-event-id": seen.lastEventId } });
    const reset = await late.next();
    expect(reset).toMatchObject({ event: "reset", data: "{}" });
    // From the process's committed horizon, which may not have heard of the pruned change yet.
    expect(Number(reset.lastEventId)).toBeGreaterThanOrEqual(Number(seen.lastEventId));
    await setStations([ap.id], 13);
    const next = await late.next();
    expect(eventOf(next.data).changed).toEqual([expect.objectContaining({ id: ap.id, connected_stations: 13 })]);
    // An id from another life of the database (ahead of every id given) resets too.
    const stranger = await connect(siteId, { query: "?since=999999999" });
    expect((await stranger.next()).event).toBe("reset");
    late.close();
    stranger.close();
  });

  it("answers 404 for another customer's site, and no stream ever carries its changes", async () => {
    await givenTwoCustomers();
    const refused = await connect(foreignSiteId);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.text)).toMatchObject({ code: "NOT_FOUND" });
    expect((await connect(999_999)).status).toBe(404);

    const ours = await connected(siteId);
    const theirs = await insertEquipment(t.db, { siteId: foreignSiteId });
    await ingest([{ site_id: foreignSiteId, mac: theirs.mac, connected_stations: 3, stamp: new Date().toISOString() }]);
    await expect(ours.next(500)).rejects.toThrow(/no event/);
    ours.close();
  });

  it("refuses a caller without a session, and a resume id that is not one", async () => {
    await givenTwoCustomers();
    expect((await openEventStreamClient(liveUrl(siteId))).status).toBe(401);
    const wrong = await connect(siteId, { headers: { "last-event-id": "abc" } });
    expect(wrong.status).toBe(422);
    expect(JSON.parse(wrong.text).errors).toHaveProperty("last-event-id");
    const negative = await connect(siteId, { query: "?since=-1" });
    expect(negative.status).toBe(422);
    expect(JSON.parse(negative.text).errors).toHaveProperty("since");
  });

  it("takes an API token as the other monitoring reads do", async () => {
    await givenTwoCustomers();
    const integrator = await insertUser(t.db, { roles: ["api"], locations: [{ type: "Site", id: siteId }] });
    const session = await signInAs(t.app, integrator);
    const made = await t.app.inject({
      method: "POST",
      url: "/api/generate_api_token",
      headers: session.headers,
      payload: { read_only: true, expires_at: null },
    });
    expect(made.statusCode).toBe(200);
    const token = made.json<{ api_token: string }>().api_token;
    const client = await openEventStreamClient(liveUrl(siteId), { "x-api-token": token });
    expect(client.status).toBe(200);
    await expect.poll(() => client.retryMs).toBe(3_000);
    client.close();
  });

  it("ends the stream when its session is revoked", async () => {
    await givenTwoCustomers();
    const user = await insertUser(t.db, { locations: [{ type: "Site", id: siteId }] });
    const session = await signInAs(t.app, user);
    const client = await openEventStreamClient(liveUrl(siteId), { cookie: session.headers.cookie });
    open.push(client);
    await expect.poll(() => client.retryMs).toBe(3_000);
    const signOut = await t.app.inject({ method: "GET", url: "/api/users/sign_out", headers: session.headers });
    expect(signOut.statusCode).toBeLessThan(400);
    await client.ended;
  });

  it("ends the stream when the site leaves the caller's scope", async () => {
    await givenTwoCustomers();
    const user = await insertUser(t.db, { locations: [{ type: "Site", id: otherSiteId }] });
    const session = await signInAs(t.app, user);
    const client = await openEventStreamClient(liveUrl(otherSiteId), { cookie: session.headers.cookie });
    open.push(client);
    await expect.poll(() => client.retryMs).toBe(3_000);
    await t.db.execute(sql`delete from user_locations where user_id = ${user.id}`);
    await client.ended;
  });

  it("reads the site map afresh once a change of its equipment is heard, not from the hour-long cache", async () => {
    await givenTwoCustomers();
    const ap = await insertEquipment(t.db, { siteId: otherSiteId });
    const stationsOnMap = async () => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/monitoring/sites/${otherSiteId}/full`,
        headers: manager.headers,
      });
      const map = response.json<{ unlocalizedEquipment: { ap: { id: number; connected_stations: number }[] } }>();
      return map.unlocalizedEquipment.ap.find((item) => item.id === ap.id)?.connected_stations;
    };
    await expect.poll(stationsOnMap).toBe(0);
    await setStations([ap.id], 17);
    await expect.poll(stationsOnMap).toBe(17);
  });

  it("forgets a stream the client closed: no subscriber left", async () => {
    await givenTwoCustomers();
    const before = t.app.equipmentChanges.subscriberCount;
    const client = await connected(siteId);
    expect(t.app.equipmentChanges.subscriberCount).toBe(before + 1);
    client.close();
    await expect.poll(() => t.app.equipmentChanges.subscriberCount).toBe(before);
  });
});

describe.each(engineDependentEngines)("closing the app with live maps open on %s", (engine) => {
  const t = useTestApp(engine);

  it("ends the streams and does not wait for them", async () => {
    const app = t.app;
    const baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    const organism = await insertOrganism(t.db);
    const site = await insertSite(t.db, { organismId: organism.id });
    const admin = await signInAs(app, await insertUser(t.db, { admin: true }));
    const clients = await Promise.all(
      [1, 2, 3].map(() =>
        openEventStreamClient(`${baseUrl}/api/monitoring/sites/${site.id}/live`, { cookie: admin.headers.cookie }),
      ),
    );
    await expect.poll(() => app.equipmentChanges.subscriberCount).toBe(3);
    // Closing resolves although the three streams never end by themselves: it does not wait for them.
    await t.close();
    await Promise.all(clients.map((client) => client.ended));
    // A stream whose request came before the close and opens after it ends at once too.
    let ended = false;
    app.equipmentChanges.subscribe(site.id, { wake: () => {}, end: () => (ended = true) });
    await expect.poll(() => ended).toBe(true);
  });
});
