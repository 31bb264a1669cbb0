import type { TicketStatus } from "@ondine/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { tickets } from "../../db/schema";
import {
  beforeNow,
  insertMaintenance,
  insertMonitoringFixture,
  type MonitoringFixture,
  monitoringNow,
} from "../../test/monitoring-fixture";
import { signInAs, type TestSession } from "../../test/sessions";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

// docs/tickets.md#kpis: the open tickets (not resolved or closed, opened in the last 3 months) and
// the interventions planned or in progress of a site or an organism, as monitoring's calls are read.
describe.each(testEngines)("GET /api/tickets_sf/kpis on %s", (engine) => {
  const t = useTestApp(engine, { now: monitoringNow });
  let world: MonitoringFixture;
  let manager: TestSession;
  let admin: TestSession;

  const insertTicket = (
    location: { siteId: number | null; organismId: number },
    status: TicketStatus,
    daysAgo: number,
  ) =>
    t.db.insert(tickets).values({
      ...location,
      locationType: location.siteId === null ? "Organism" : "Site",
      requesterId: world.manager.id,
      kind: "technical",
      status,
      subject: "Panne",
      openedAt: beforeNow(daysAgo * dayMs),
    });

  beforeEach(async () => {
    world = await insertMonitoringFixture(t.db);
    await insertMaintenance(t.db, world);
    const hotels = world.hotels.id;
    const siteA = { siteId: world.siteA.id, organismId: hotels };
    await insertTicket(siteA, 2, 10);
    await insertTicket(siteA, 3, 5);
    await insertTicket(siteA, 4, 5);
    await insertTicket(siteA, 5, 1);
    // Older than 3 months: left out.
    await insertTicket(siteA, 2, 120);
    await insertTicket({ siteId: null, organismId: hotels }, 13, 2);
    await insertTicket({ siteId: world.siteC.id, organismId: hotels }, 11, 1);
    await insertTicket({ siteId: world.campsite.id, organismId: world.campsites.id }, 2, 1);
    [manager, admin] = await Promise.all([signInAs(t.app, world.manager), signInAs(t.app, world.admin)]);
  });

  const read = (url: string, session = manager) => t.app.inject({ method: "GET", url, headers: session.headers });
  const kpis = async (type: string, id: number, session = manager) => {
    const response = await read(`/api/tickets_sf/kpis?location_type=${type}&location_id=${id}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("counts a location's live tickets and ongoing interventions over the last 3 months", async () => {
    // Site A's intervention is planned 3 days ahead: counted, and told planned, not in progress.
    expect(await kpis("site", world.siteA.id)).toEqual({
      open: 2,
      intervention: 1,
      intervention_planned: 1,
      intervention_in_progress: 0,
    });
    // The organism's own ticket and its sites', and its other site's intervention in progress.
    expect(await kpis("organism", world.hotels.id)).toEqual({
      open: 4,
      intervention: 2,
      intervention_planned: 1,
      intervention_in_progress: 1,
    });
    expect(await kpis("Site", world.campsite.id, admin)).toEqual({
      open: 1,
      intervention: 0,
      intervention_planned: 0,
      intervention_in_progress: 0,
    });
  });

  it("keeps an answer 3 minutes, privately, and answers 404 outside the scope, 422 without a location", async () => {
    const url = `/api/tickets_sf/kpis?location_type=site&location_id=${world.siteA.id}`;
    const first = await read(url);
    expect(first.headers["cache-control"]).toBe("private, max-age=180");
    await insertTicket({ siteId: world.siteA.id, organismId: world.hotels.id }, 2, 0);
    t.clock.advance(2 * minuteMs);
    expect((await read(url)).json().open).toBe(2);
    t.clock.advance(minuteMs);
    expect((await read(url)).json().open).toBe(3);

    const foreign = [
      `/api/tickets_sf/kpis?location_type=site&location_id=${world.campsite.id}`,
      `/api/tickets_sf/kpis?location_type=organism&location_id=${world.campsites.id}`,
      "/api/tickets_sf/kpis?location_type=site&location_id=999999",
    ];
    for (const foreignUrl of foreign) expect((await read(foreignUrl)).statusCode, foreignUrl).toBe(404);
    expect((await read("/api/tickets_sf/kpis?location_type=site")).statusCode).toBe(422);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});
