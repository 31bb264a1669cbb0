import type { Advertisement, WebhookEventType } from "@ondine/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertWantingEndpoint, recordedWebhookEvents } from "../../test/webhook-outbox";

// docs/webhooks.md#events: announcement.published, recorded in the transaction of an announcement's save
// (created or updated), one event per organism among its locations.

type Location = { location_id: number; location_type: "Site" | "Organism" };

describe.each(testEngines)("the announcements' webhooks on %s", (engine) => {
  const t = useTestApp(engine, { now: new Date("2026-06-10T10:00:00.000Z") });
  let world: TenancyFixture;
  let admin: TestSession;

  const endpointFor = (organismId: number, eventTypes: readonly WebhookEventType[]) =>
    insertWantingEndpoint(t.db, organismId, eventTypes);
  const eventsOf = (organismId: number) => recordedWebhookEvents(t.db, organismId);

  // Each test's customers, on a database emptied before each test.
  beforeEach(async () => {
    world = await insertTenancyFixture(t.db);
    admin = await signInAs(t.app, world.admin);
  });

  const formOf = (locations: Location[], period = { starts_at: "2026-07-01", ends_at: "2026-07-14" }) => ({
    internal_title: "Petit-déjeuner",
    public_title: { fr: "Petit-déjeuner", en: "Breakfast" },
    content: { fr: "Servi de 7 h à 10 h", en: "Served from 7 to 10 am" },
    signature: { fr: "La réception", en: "The front desk" },
    ...period,
    locations,
  });
  const save = (method: "POST" | "PUT", url: string, form: ReturnType<typeof formOf>) =>
    t.app.inject({
      method,
      url: `/api/portal_annoucements${url}`,
      headers: { ...admin.headers, "content-type": "application/json" },
      payload: JSON.stringify({ advertisement: form }),
    });
  const site = (id: number): Location => ({ location_id: id, location_type: "Site" });
  const organism = (id: number): Location => ({ location_id: id, location_type: "Organism" });

  it("records one event per organism of a new announcement: the whole organism, or its sites", async () => {
    await endpointFor(world.hotels.id, ["announcement.published"]);
    await endpointFor(world.campsites.id, ["announcement.published"]);
    const response = await save(
      "POST",
      "",
      formOf([site(world.hotelSites[0].id), site(world.hotelSites[1].id), organism(world.campsites.id)]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ advertisement: Advertisement }>().advertisement;

    const announcement = { id, internal_title: "Petit-déjeuner", starts_on: "2026-07-01", ends_on: "2026-07-14" };
    const hotels = await eventsOf(world.hotels.id);
    expect(hotels).toEqual([
      {
        type: "announcement.published",
        organismId: world.hotels.id,
        data: {
          organism: { id: world.hotels.id, name: world.hotels.name },
          announcement: { ...announcement, whole_organism: false, sites: expect.any(Array) },
          change: "created",
        },
      },
    ]);
    const hotelSites = (hotels[0]?.data.announcement as { sites: unknown[] } | undefined)?.sites;
    expect(hotelSites).toHaveLength(2);
    expect(hotelSites).toEqual(
      expect.arrayContaining(world.hotelSites.map((hotelSite) => ({ id: hotelSite.id, name: hotelSite.name }))),
    );
    expect(await eventsOf(world.campsites.id)).toEqual([
      {
        type: "announcement.published",
        organismId: world.campsites.id,
        data: {
          organism: { id: world.campsites.id, name: world.campsites.name },
          announcement: { ...announcement, whole_organism: true, sites: [] },
          change: "created",
        },
      },
    ]);
  });

  it("records a change as updated, for the organisms it is now shown on", async () => {
    await endpointFor(world.hotels.id, ["announcement.published"]);
    await endpointFor(world.campsites.id, ["announcement.published"]);
    const created = await save("POST", "", formOf([organism(world.campsites.id)]));
    const { id } = created.json<{ advertisement: Advertisement }>().advertisement;

    const changed = await save(
      "PUT",
      `/${id}`,
      formOf([organism(world.hotels.id)], { starts_at: "2026-08-01", ends_at: "2026-08-02" }),
    );
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await eventsOf(world.hotels.id)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          announcement: expect.objectContaining({
            id,
            starts_on: "2026-08-01",
            ends_on: "2026-08-02",
            whole_organism: true,
          }),
          change: "updated",
        }),
      }),
    ]);
    expect((await eventsOf(world.campsites.id)).map((event) => event.data.change)).toEqual(["created"]);
  });

  it("records nothing for a save refused (422), nor when no endpoint asks for it", async () => {
    await endpointFor(world.hotels.id, ["announcement.published"]);
    await endpointFor(world.campsites.id, ["code.used"]);
    expect((await save("POST", "", formOf([organism(world.campsites.id)]))).statusCode).toBe(201);
    expect((await save("POST", "", formOf([organism(world.hotels.id)]))).statusCode).toBe(201);
    // The same days on the same organism: refused.
    const refused = await save("POST", "", formOf([organism(world.hotels.id)]));
    expect(refused.statusCode).toBe(422);

    expect(await eventsOf(world.campsites.id)).toEqual([]);
    expect(await eventsOf(world.hotels.id)).toHaveLength(1);
  });
});
