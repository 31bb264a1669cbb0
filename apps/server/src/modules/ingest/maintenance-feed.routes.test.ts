import type { MaintenanceFeedAnswer } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { maintenanceEvents, maintenanceInterventions } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { createCollector } from "./collectors.service";

const now = new Date("2026-11-22T14:00:00Z");

describe.each(testEngines)("POST /api/ingest/v1/maintenance on %s", (engine) => {
  const t = useTestApp(engine, { now });
  let token: string;
  let organismId: number;
  let siteId: number;
  let otherSiteId: number;

  /** Each test's NOC feed, allowed on one site of an organism, and another site of it the feed may not report on. */
  const givenAFeed = async () => {
    organismId = (await insertOrganism(t.db)).id;
    siteId = (await insertSite(t.db, { organismId })).id;
    otherSiteId = (await insertSite(t.db, { organismId })).id;
    token = (await createCollector(t.db, { name: "NOC feed", siteIds: [siteId] })).token;
  };

  const send = (body: unknown, bearer = token) =>
    t.app.inject({
      method: "POST",
      url: "/api/ingest/v1/maintenance",
      headers: { authorization: `Bearer ${bearer}` },
      payload: body as object,
    });

  const incident = (overrides: Record<string, unknown> = {}) => ({
    ticket_id: "NOC-1001",
    site_id: siteId,
    kind: "incident",
    state: "opened",
    criticality: "major",
    responsibility: "third_party",
    typology: "Coupure lien opérateur",
    description: "Le lien fibre ne répond plus.",
    opened_at: "2026-11-22T13:00:00Z",
    ...overrides,
  });
  const visit = (overrides: Record<string, unknown> = {}) => ({
    ticket_id: "NOC-1001",
    site_id: siteId,
    intervention_date: "2026-11-23T09:00:00Z",
    state: "planned",
    typology: "Diagnostic réseau",
    hotspot: "BP-0-01",
    ...overrides,
  });
  const storedEvents = () => t.db.select().from(maintenanceEvents).orderBy(asc(maintenanceEvents.id));
  const storedInterventions = () =>
    t.db.select().from(maintenanceInterventions).orderBy(asc(maintenanceInterventions.id));

  it("refuses a request without a collector token", async () => {
    await givenAFeed();
    expect((await send({ events: [incident()] }, "not-a-token")).statusCode).toBe(401);
    expect(await storedEvents()).toEqual([]);
  });

  it("stores a ticket's event and its intervention on the site and its organism", async () => {
    await givenAFeed();
    const response = await send({ feed_id: "noc-1", events: [incident()], interventions: [visit()] });
    expect(response.statusCode).toBe(200);
    expect(response.json<MaintenanceFeedAnswer>()).toEqual({ feed_id: "noc-1", accepted: 2, rejected: [] });
    const [event] = await storedEvents();
    expect(event).toMatchObject({
      ticketId: "NOC-1001",
      siteId,
      organismId,
      kind: "incident",
      state: "opened",
      openedAt: new Date("2026-11-22T13:00:00Z"),
      closedAt: null,
      cause: null,
      updatedAt: now,
    });
    expect(await storedInterventions()).toEqual([
      expect.objectContaining({
        eventId: event?.id,
        siteId,
        organismId,
        state: "planned",
        interventionDate: new Date("2026-11-23T09:00:00Z"),
        hotspot: "BP-0-01",
      }),
    ]);
  });

  it("stores nothing twice when a feed is sent again", async () => {
    await givenAFeed();
    const first = await send({ events: [incident()], interventions: [visit()] });
    expect(first.json<MaintenanceFeedAnswer>()).toMatchObject({ accepted: 2, rejected: [] });
    t.clock.advance(60_000);
    const response = await send({ events: [incident()], interventions: [visit()] });
    expect(response.json<MaintenanceFeedAnswer>()).toMatchObject({ accepted: 2, rejected: [] });
    const events = await storedEvents();
    expect(events).toHaveLength(1);
    // Already as sent: not even its update time moves.
    expect(events[0]?.updatedAt).toEqual(now);
    expect(await storedInterventions()).toHaveLength(1);
  });

  it("updates the ticket's event and intervention from a later report", async () => {
    await givenAFeed();
    const opening = await send({ events: [incident()], interventions: [visit()] });
    expect(opening.json<MaintenanceFeedAnswer>()).toMatchObject({ accepted: 2, rejected: [] });
    // Later: the update time it records is the report's, not the first one's.
    t.clock.advance(60_000);
    const closing = { state: "closed", closed_at: "2026-11-22T13:50:00Z", cause: "Fibre sectionnée" };
    const response = await send({ events: [incident(closing)], interventions: [visit({ state: "done" })] });
    expect(response.json<MaintenanceFeedAnswer>()).toMatchObject({ accepted: 2, rejected: [] });
    const [event] = await storedEvents();
    expect(event).toMatchObject({
      state: "closed",
      closedAt: new Date("2026-11-22T13:50:00Z"),
      cause: "Fibre sectionnée",
      updatedAt: t.clock.now(),
    });
    const interventions = await storedInterventions();
    expect(interventions.map((row) => row.state)).toEqual(["done"]);
  });

  it("keeps the valid items and rejects the others with their index and reason", async () => {
    await givenAFeed();
    await t.db.insert(maintenanceEvents).values({
      kind: "incident",
      state: "opened",
      criticality: "minor",
      responsibility: "provider",
      typology: "Audit",
      description: "Another site's ticket",
      organismId,
      siteId: otherSiteId,
      ticketId: "NOC-2002",
      openedAt: now,
    });
    const response = await send({
      events: [
        incident({ ticket_id: "NOC-1002", state: "closed" }),
        incident({ ticket_id: "NOC-1003", site_id: otherSiteId }),
        incident({ ticket_id: "NOC-2002" }),
        incident({ ticket_id: "NOC-1004", kind: "scheduled_work", state: "freezed" }),
      ],
      interventions: [visit({ ticket_id: "NOC-9999" }), visit({ ticket_id: "NOC-1004" })],
    });
    expect(response.json<MaintenanceFeedAnswer>()).toEqual({
      feed_id: null,
      accepted: 2,
      rejected: [
        { section: "events", index: 0, reason: "invalid", errors: { closed_at: ["formErrors.required"] } },
        { section: "events", index: 1, reason: "site_not_allowed", errors: {} },
        { section: "events", index: 2, reason: "ticket_taken", errors: {} },
        { section: "interventions", index: 0, reason: "unknown_ticket", errors: {} },
      ],
    });
    const [taken] = await t.db.select().from(maintenanceEvents).where(eq(maintenanceEvents.ticketId, "NOC-2002"));
    expect(taken).toMatchObject({ siteId: otherSiteId, description: "Another site's ticket" });
    const [work] = await t.db.select().from(maintenanceEvents).where(eq(maintenanceEvents.ticketId, "NOC-1004"));
    expect(work).toMatchObject({ kind: "scheduled_work", state: "freezed", siteId });
  });

  it("rejects an event of year 0 or with a NUL character alone, and keeps the others", async () => {
    await givenAFeed();
    const response = await send({
      events: [
        incident({ ticket_id: "NOC-3001", opened_at: "0000-01-01T00:00:00Z" }),
        incident({ ticket_id: "NOC-3002", description: "Coupure\u0000" }),
        incident({ ticket_id: "NOC-3003" }),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      accepted: 1,
      rejected: [
        { section: "events", index: 0, reason: "invalid", errors: { opened_at: ["formErrors.range_date"] } },
        { section: "events", index: 1, reason: "invalid", errors: { description: ["formErrors.invalid_character"] } },
      ],
    });
    const [kept] = await t.db.select().from(maintenanceEvents).where(eq(maintenanceEvents.ticketId, "NOC-3003"));
    expect(kept).toMatchObject({ siteId });
  });

  it("answers 422 when the envelope itself cannot be read", async () => {
    await givenAFeed();
    const response = await send({ events: "not a list" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "INVALID_PARAMETERS", errors: { events: ["formErrors.invalid"] } });
  });
});
