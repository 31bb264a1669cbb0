import {
  type CreatedCouponsAnswer,
  couponCreationBodySchema,
  privateWifiLimits,
  type WebhookEventType,
} from "@ondine/domain";
import { count } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { coupons, webhookEvents } from "../../db/schema";
import { unscoped } from "../../scope/scope";
import { insertOffer } from "../../test/offer-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { insertWantingEndpoint, recordedWebhookEvents } from "../../test/webhook-outbox";
import { couponsDependencies, createCoupons } from "../coupons";
import { createCollector } from "../ingest";
import { buildActor } from "../sessions";
import { createSmsService } from "../sms";

// docs/webhooks.md#events: the codes' webhooks, from the changes that cause them: code_batch.created from the
// codes' creation (console, API, GraphQL: one service), code.disabled from the disabling, code.used from the
// ingest's code uses.

const start = new Date("2026-06-16T08:00:00.000Z");
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

describe.each(testEngines)("the codes' webhooks on %s", (engine) => {
  const t = useTestApp(engine, { now: start });
  let world: TenancyFixture;
  let manager: TestSession;

  /** The organism's endpoint asking for these types (enabled unless told). */
  const endpointFor = (organismId: number, eventTypes: readonly WebhookEventType[], enabled = true) =>
    insertWantingEndpoint(t.db, organismId, eventTypes, enabled ? {} : { disabledAt: start });
  const eventsOf = (organismId: number) => recordedWebhookEvents(t.db, organismId);
  const allEvents = () => t.db.select().from(webhookEvents);

  // Each test's customers and offers, on a database emptied before each test.
  beforeEach(async () => {
    world = await insertTenancyFixture(t.db);
    await insertOffer(
      t.db,
      { id: 596, name: "Gratuit 48 h", duration: [48, "hour"], maxUsage: 2 },
      { organismIds: [world.hotels.id] },
    );
    await insertOffer(
      t.db,
      { id: 597, name: "Camping 24 h", duration: [24, "hour"] },
      { organismIds: [world.campsites.id] },
    );
    manager = await signInAs(t.app, world.manager);
  });

  const create = async (session: TestSession, coupon: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/coupons",
      headers: session.headers,
      payload: {
        coupon: { description: "Séminaire Dupont", number: 1, coupon_def_id: 596, ...coupon },
        send_sms: false,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedCouponsAnswer>();
  };
  const onHotelSite = () => ({ location_type: "Site", location_id: world.hotelSites[0].id });

  describe("code_batch.created", () => {
    it("records one event per batch, with its terms and codes, for the location's organism", async () => {
      await endpointFor(world.hotels.id, ["code_batch.created"]);
      const answer = await create(manager, { ...onHotelSite(), number: 3 });

      const events = await eventsOf(world.hotels.id);
      expect(events).toEqual([
        {
          type: "code_batch.created",
          organismId: world.hotels.id,
          data: {
            organism: { id: world.hotels.id, name: world.hotels.name },
            site: { id: world.hotelSites[0].id, name: world.hotelSites[0].name },
            batch_id: answer.correlation_id,
            count: 3,
            description: "Séminaire Dupont",
            starts_at: start.toISOString(),
            ends_at: expect.any(String),
            duration: 48 * 3600,
            codes: answer.coupons.map((coupon) => coupon.code),
          },
        },
      ]);
      expect(events[0]?.data.ends_at).toBe(answer.coupons[0]?.ends_at);
    });

    it("names no site for codes of the whole organism, and lists 500 codes of a bigger batch", async () => {
      await endpointFor(world.hotels.id, ["code_batch.created"]);
      const answer = await create(manager, { location_type: "Organism", location_id: world.hotels.id, number: 600 });

      const [event] = await eventsOf(world.hotels.id);
      expect(event?.data).toMatchObject({ site: null, count: 600, batch_id: answer.correlation_id });
      const codes = event?.data.codes as string[];
      expect(codes).toHaveLength(500);
      expect(codes).toEqual(answer.coupons.slice(0, 500).map((coupon) => coupon.code));
    });

    it("comes from the API's GraphQL too: the same service", async () => {
      await endpointFor(world.hotels.id, ["code_batch.created"]);
      const integrator = await insertUser(t.db, {
        roles: ["api", "code"],
        locations: [{ type: "Organism", id: world.hotels.id }],
      });
      const { headers } = await signInAs(t.app, integrator);
      const token = await t.app.inject({ method: "POST", url: "/api/generate_api_token", headers, payload: {} });
      expect(token.statusCode, token.body).toBe(200);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/graphql",
        headers: { "x-api-token": token.json<{ api_token: string }>().api_token },
        payload: {
          query: `mutation ($site: ID!) {
            createCoupons(input: { location: { type: SITE, id: $site }, offerId: "596", number: 2, description: "Check-in" }) {
              correlationId
            }
          }`,
          variables: { site: String(world.hotelSites[0].id) },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { correlationId } = response.json<{ data: { createCoupons: { correlationId: string } } }>().data
        .createCoupons;
      expect(await eventsOf(world.hotels.id)).toEqual([
        expect.objectContaining({
          type: "code_batch.created",
          data: expect.objectContaining({ batch_id: correlationId, count: 2, description: "Check-in" }),
        }),
      ]);
    });

    it("records nothing when no enabled endpoint of the organism asks for it", async () => {
      await endpointFor(world.hotels.id, ["code.used", "ticket.opened"]);
      await endpointFor(world.hotels.id, ["code_batch.created"], false);
      await endpointFor(world.campsites.id, ["code_batch.created"]);
      await create(manager, { ...onHotelSite(), number: 2 });
      expect(await allEvents()).toEqual([]);

      // The campsites' endpoint asks for it: their batch is recorded, for them.
      const admin = await signInAs(t.app, world.admin);
      await create(admin, { location_type: "Site", location_id: world.campsite.id, coupon_def_id: 597 });
      expect((await allEvents()).map((event) => [event.type, event.organismId])).toEqual([
        ["code_batch.created", world.campsites.id],
      ]);
    });

    it("records nothing when a later step of the creation fails: the codes and their event go together", async () => {
      await endpointFor(world.hotels.id, ["code_batch.created"]);
      const logger = pino({ level: "silent" }) as FastifyBaseLogger;
      const sms = createSmsService({ logger, isDeliveryConfigured: true, now: () => start });
      const deps = {
        ...couponsDependencies(t.app),
        sms: {
          ...sms,
          sendSms: () => Promise.reject(new Error("the SMS outbox is down")),
        },
        privateWifiKeyLimit: privateWifiLimits.defaultSiteKeyLimit,
      };
      const admin = buildActor(
        {
          id: 1,
          email: "admin@example.test",
          firstName: "A",
          lastName: "D",
          language: "fr",
          admin: true,
          roleFlags: [],
        },
        [],
        { apiToken: { readOnly: false } },
      );
      const body = couponCreationBodySchema(start).parse({
        coupon: {
          location_type: "Site",
          location_id: world.hotelSites[0].id,
          coupon_def_id: 596,
          number: 1,
          description: "Avec SMS",
          phone_number: "+33612345678",
        },
        send_sms: true,
      });

      await expect(createCoupons(deps, admin, unscoped, body, "fr")).rejects.toThrow("the SMS outbox is down");
      expect(await allEvents()).toEqual([]);
      expect((await t.db.select({ n: count() }).from(coupons))[0]?.n).toBe(0);

      // The same creation whose SMS is written: the codes and their event are kept.
      const answer = await createCoupons({ ...deps, sms }, admin, unscoped, body, "fr");
      expect((await allEvents()).map((event) => event.data.batch_id)).toEqual([answer.correlation_id]);
    });
  });

  describe("code.disabled", () => {
    it("records one event for the request, naming the code, once however often it is disabled", async () => {
      await endpointFor(world.hotels.id, ["code.disabled"]);
      const { coupons: created, correlation_id } = await create(manager, onHotelSite());
      const [coupon] = created;
      if (!coupon) throw new Error("no code created");
      t.clock.advance(hourMs);

      for (let call = 0; call < 2; call++) {
        const response = await t.app.inject({
          method: "PUT",
          url: `/api/coupons/${coupon.id}/disable`,
          headers: manager.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
      }

      expect(await eventsOf(world.hotels.id)).toEqual([
        {
          type: "code.disabled",
          organismId: world.hotels.id,
          data: {
            organism: { id: world.hotels.id, name: world.hotels.name },
            codes: [
              {
                code: coupon.code,
                site: { id: world.hotelSites[0].id, name: world.hotelSites[0].name },
                batch_id: correlation_id,
              },
            ],
            disabled_at: new Date(start.getTime() + hourMs).toISOString(),
          },
        },
      ]);
    });

    it("records nothing when no endpoint asks for it", async () => {
      await endpointFor(world.hotels.id, ["code_batch.created"]);
      const [coupon] = (await create(manager, onHotelSite())).coupons;
      const response = await t.app.inject({
        method: "PUT",
        url: `/api/coupons/${coupon?.id}/disable`,
        headers: manager.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await eventsOf(world.hotels.id)).map((event) => event.type)).toEqual(["code_batch.created"]);
    });
  });

  describe("code.used", () => {
    const sendUses = async (uses: { code: string; used_at: Date }[]) => {
      const { token } = await createCollector(t.db, { name: "Portal", siteIds: [world.hotelSites[0].id] });
      const response = await t.app.inject({
        method: "POST",
        url: "/api/ingest/v1/batches",
        headers: { authorization: `Bearer ${token}` },
        payload: {
          code_uses: uses.map((use) => ({
            site_id: world.hotelSites[0].id,
            code: use.code,
            used_at: use.used_at.toISOString(),
          })),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ accepted: number }>();
    };

    it("records a code's first connection once, however many uses the batch and later ones bring", async () => {
      await endpointFor(world.hotels.id, ["code.used"]);
      const first = await create(manager, onHotelSite());
      const second = await create(manager, { location_type: "Organism", location_id: world.hotels.id });
      const [code] = first.coupons;
      const [organismCode] = second.coupons;
      if (!code || !organismCode) throw new Error("no code created");
      const firstUse = new Date(start.getTime() + 5 * minuteMs);
      const secondUse = new Date(start.getTime() + 7 * minuteMs);
      t.clock.advance(10 * minuteMs);

      const answer = await sendUses([
        { code: code.code, used_at: secondUse },
        { code: code.code, used_at: firstUse },
        { code: organismCode.code, used_at: secondUse },
      ]);
      expect(answer.accepted).toBe(3);
      expect(await eventsOf(world.hotels.id)).toEqual(
        expect.arrayContaining([
          {
            type: "code.used",
            organismId: world.hotels.id,
            data: {
              organism: { id: world.hotels.id, name: world.hotels.name },
              site: { id: world.hotelSites[0].id, name: world.hotelSites[0].name },
              code: code.code,
              batch_id: first.correlation_id,
              first_used_at: firstUse.toISOString(),
            },
          },
          {
            type: "code.used",
            organismId: world.hotels.id,
            data: {
              organism: { id: world.hotels.id, name: world.hotels.name },
              site: null,
              code: organismCode.code,
              batch_id: second.correlation_id,
              first_used_at: secondUse.toISOString(),
            },
          },
        ]),
      );
      expect(await eventsOf(world.hotels.id)).toHaveLength(2);

      // The same batch again, and a later device on the first code: no first use any more.
      await sendUses([{ code: code.code, used_at: firstUse }]);
      await sendUses([{ code: organismCode.code, used_at: new Date(start.getTime() + 9 * minuteMs) }]);
      expect(await eventsOf(world.hotels.id)).toHaveLength(2);
    });

    it("records nothing for a refused use, nor when no endpoint asks for it", async () => {
      await endpointFor(world.hotels.id, ["code_batch.created"]);
      const [code] = (await create(manager, onHotelSite())).coupons;
      if (!code) throw new Error("no code created");
      t.clock.advance(10 * minuteMs);
      // Before the code's start: refused.
      const refused = await sendUses([{ code: code.code, used_at: new Date(start.getTime() - minuteMs) }]);
      expect(refused.accepted).toBe(0);
      await sendUses([{ code: code.code, used_at: new Date(start.getTime() + minuteMs) }]);
      expect((await eventsOf(world.hotels.id)).map((event) => event.type)).toEqual(["code_batch.created"]);
    });
  });
});
