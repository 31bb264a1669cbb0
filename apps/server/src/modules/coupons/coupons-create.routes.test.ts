import {
  type CouponPresentation,
  couponDateWindow,
  createdCouponsAnswerSchema,
  isCouponCode,
  privateWifiErrors,
} from "@ondine/domain";
import { and, asc, count, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { coupons, outboxMessages } from "../../db/schema";
import { responseSchemaOf } from "../../openapi/answer-serialization";
import { unscoped } from "../../scope/scope";
import { insertOffer } from "../../test/offer-factory";
import { insertPrivateSsid } from "../../test/private-wifi-factory";
import { lastMessageTo, signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";
import { findCouponPrivateSpace } from "../private-wifi";
import { presentCoupon } from "./coupon.presenter";
import { siteOfScopedCodes } from "./coupon-location.repository";
import { findCouponViewInScope } from "./coupons.repository";

const dayMs = 86_400_000;

describe.each(testEngines)("GET /api/coupons/coupon_defs and POST /api/coupons on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  const clock = createTestClock();
  const sessions: Record<"admin" | "manager" | "operator" | "ranManager" | "campsiteCoder", TestSession> = {} as never;

  // Tests share the tenancy fixture, its offers and five sessions, built once: each test reads back only the codes and SMS its own request made, and the one count over the campsite's codes is of codes every test is refused.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock });
    world = await insertTenancyFixture(database.db);
    const { db } = database;
    await insertOffer(
      db,
      { id: 596, name: "Gratuit 48 h", duration: [48, "hour"] },
      { organismIds: [world.hotels.id] },
    );
    await insertOffer(
      db,
      { id: 597, name: "Gratuit 7 jours", duration: [7, "day"], maxUsage: 2 },
      {
        organismIds: [world.hotels.id],
      },
    );
    await insertOffer(
      db,
      {
        id: 70,
        name: "Pass 24 heures",
        nameTranslations: { en: "24-hour pass", de: "24-Stunden-Pass" },
        duration: [1, "day"],
        price: 4.9,
      },
      {
        siteIds: [world.hotelSites[0].id],
      },
    );
    const ranManager = await insertUser(db, {
      roles: ["code", "ran"],
      locations: [{ type: "Organism", id: world.hotels.id }],
    });
    const campsiteCoder = await insertUser(db, {
      roles: ["code"],
      locations: [{ type: "Site", id: world.campsite.id }],
    });
    sessions.admin = await signInAs(app, world.admin);
    sessions.manager = await signInAs(app, world.manager);
    sessions.operator = await signInAs(app, world.operator);
    sessions.ranManager = await signInAs(app, ranManager);
    sessions.campsiteCoder = await signInAs(app, campsiteCoder);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const offersOf = (session: TestSession | undefined, query: string) =>
    app.inject({ method: "GET", url: `/api/coupons/coupon_defs?${query}`, headers: session?.headers ?? {} });

  const create = (session: TestSession, coupon: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/coupons",
      headers: { ...session.headers, "accept-language": "en" },
      payload: {
        coupon: { description: "Séminaire Dupont", number: 1, ...coupon },
        send_sms: false,
        ...extra,
      },
    });

  describe("offers", () => {
    it("lists a site's offers and its organism's, shortest first, priced in the request's language", async () => {
      const response = await offersOf(sessions.manager, `location_id=${world.hotelSites[0].id}&location_type=Site`);
      expect(response.statusCode).toBe(200);
      const offers = response.json();
      expect(offers.map((offer: { id: number }) => offer.id)).toEqual([70, 596, 597]);
      expect(offers[0]).toEqual({
        id: 70,
        name: "Pass 24 heures",
        duration_value: 1,
        duration_unit: "day",
        duration_limit_month: null,
        price: 4.9,
        pre_tax_price: 4.08,
        price_label: expect.stringMatching(/^4,90\s€$/),
        currency: "eur",
        max_usage: 1,
        hardlimit: false,
      });
    });

    it("names each offer in the request's language, in French where it has no translation", async () => {
      const namesIn = async (language: string) => {
        const response = await app.inject({
          method: "GET",
          url: `/api/coupons/coupon_defs?location_id=${world.hotelSites[0].id}&location_type=Site`,
          headers: { ...sessions.manager.headers, "accept-language": language },
        });
        return response.json().map((offer: { name: string }) => offer.name);
      };
      expect(await namesIn("en")).toEqual(["24-hour pass", "Gratuit 48 h", "Gratuit 7 jours"]);
      expect(await namesIn("de")).toEqual(["24-Stunden-Pass", "Gratuit 48 h", "Gratuit 7 jours"]);
      expect(await namesIn("zh")).toEqual(["Pass 24 heures", "Gratuit 48 h", "Gratuit 7 jours"]);
    });

    it("names a created code's offer in the request's language", async () => {
      const response = await create(sessions.manager, {
        coupon_def_id: 70,
        location_id: world.hotelSites[0].id,
        location_type: "Site",
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().coupons[0].coupon_def.name).toBe("24-hour pass");
    });

    it("lists an organism's own offers only", async () => {
      const response = await offersOf(sessions.manager, `location_id=${world.hotels.id}&location_type=Organism`);
      expect(response.json().map((offer: { id: number }) => offer.id)).toEqual([596, 597]);
    });

    it("answers an empty list where nothing is sold (the no-offers mode)", async () => {
      const response = await offersOf(sessions.campsiteCoder, `location_id=${world.campsite.id}&location_type=Site`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it("answers 404 for a location outside the scope or unknown, 403 without the code role, 401, 422", async () => {
      expect((await offersOf(sessions.manager, `location_id=${world.campsite.id}&location_type=Site`)).statusCode).toBe(
        404,
      );
      expect((await offersOf(sessions.admin, "location_id=999999&location_type=Site")).statusCode).toBe(404);
      // Holding a site is not holding its organism.
      expect(
        (await offersOf(sessions.campsiteCoder, `location_id=${world.campsites.id}&location_type=Organism`)).statusCode,
      ).toBe(404);
      const operator = await offersOf(sessions.operator, `location_id=${world.hotels.id}&location_type=Organism`);
      expect(operator.statusCode).toBe(403);
      expect((await offersOf(undefined, `location_id=${world.hotels.id}&location_type=Organism`)).statusCode).toBe(401);
      const bad = await offersOf(sessions.manager, "location_id=abc");
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(["location_id", "location_type"]);
    });
  });

  describe("creation", () => {
    it("creates one code from an offer, with its SMS in the guest's language", async () => {
      const response = await create(
        sessions.manager,
        {
          location_id: world.hotelSites[0].id,
          location_type: "Site",
          coupon_def_id: 596,
          phone_number: "+33 6 12 34 56 78",
          creator_id: 999,
          creator_type: "GuestUser",
        },
        { send_sms: true, language: "es" },
      );
      expect(response.statusCode).toBe(201);
      const answer = response.json();
      expect(answer.coupons).toHaveLength(1);
      const [coupon] = answer.coupons as CouponPresentation[];
      const now = clock.now();
      expect(coupon).toEqual({
        id: expect.any(Number),
        code: expect.any(String),
        correlation_id: answer.correlation_id,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        // The signed-in person, whatever the body says.
        creator_id: world.manager.id,
        creator_type: "CenterUser",
        starts_at: now.toISOString(),
        ends_at: couponDateWindow(now).latest.toISOString(),
        duration: 172_800,
        phone_number: "+33612345678",
        max_usage: 1,
        description: "Séminaire Dupont",
        with_ran_access: false,
        location_id: world.hotelSites[0].id,
        location_type: "Site",
        coupon_def_id: 596,
        coupon_def: { name: "Gratuit 48 h", price: 0, price_label: "€0.00", pre_tax_price: 0, currency: "eur" },
        site_id: world.hotelSites[0].id,
        site_name: world.hotelSites[0].name,
        organism_id: world.hotels.id,
        organism_name: world.hotels.name,
        organism_names: [world.hotels.name],
        site_names: [world.hotelSites[0].name],
        first_provisioning_date: null,
        provisionings_count: 0,
        disabled_at: null,
        disabled_by: null,
        used: false,
        status: "valid",
        private_space: null,
      });
      expect(isCouponCode(coupon?.code ?? "")).toBe(true);
      const sms = await lastMessageTo(database.db, "+33612345678");
      expect(sms).toMatchObject({ channel: "sms", status: "held", language: "es" });
      expect(sms.bodyText).toContain(`Su código de acceso wifi: ${coupon?.code}. Da 2 días de acceso`);
    });

    it("creates 1,000 codes without offers in one batch, all distinct, one correlation id", async () => {
      const startsAt = new Date(clock.now().getTime() + dayMs);
      const endsAt = new Date(startsAt.getTime() + 3 * dayMs);
      const response = await create(sessions.campsiteCoder, {
        location_id: world.campsite.id,
        location_type: "Site",
        number: 1_000,
        max_usage: 3,
        starts_at: startsAt.toISOString(),
        ends_at: endsAt.toISOString(),
      });
      expect(response.statusCode).toBe(201);
      const answer = response.json();
      const codes = (answer.coupons as CouponPresentation[]).map((coupon) => coupon.code);
      expect(codes).toHaveLength(1_000);
      expect(new Set(codes).size).toBe(1_000);
      expect(codes.every(isCouponCode)).toBe(true);
      expect(answer.coupons[999]).toMatchObject({
        correlation_id: answer.correlation_id,
        coupon_def_id: null,
        coupon_def: null,
        max_usage: 3,
        duration: 3 * 86_400,
        starts_at: startsAt.toISOString(),
        ends_at: endsAt.toISOString(),
        status: "available_soon",
      });
      const [stored] = await database.db
        .select({ total: count() })
        .from(coupons)
        .where(eq(coupons.correlationId, answer.correlation_id));
      expect(stored?.total).toBe(1_000);
    });

    it("answers the schema's field errors (docs/product.md#codes-validation)", async () => {
      const response = await create(sessions.campsiteCoder, {
        location_id: world.campsite.id,
        location_type: "Site",
        number: 1_001,
        description: " ",
        max_usage: 0,
        starts_at: clock.now().toISOString(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: "INVALID_PARAMETERS",
        message: expect.any(String),
        errors: {
          "coupon.number": ["formErrors.range_number"],
          "coupon.description": ["coupons.description_blank"],
          "coupon.max_usage": ["formErrors.range_number"],
          "coupon.ends_at": ["formErrors.required"],
        },
      });
    });

    it("needs one of the location's offers where it has some", async () => {
      const startsAt = clock.now().toISOString();
      const endsAt = new Date(clock.now().getTime() + dayMs).toISOString();
      const site = { location_id: world.hotelSites[1].id, location_type: "Site" };
      const withoutOffer = await create(sessions.manager, {
        ...site,
        max_usage: 1,
        starts_at: startsAt,
        ends_at: endsAt,
      });
      expect(withoutOffer.statusCode).toBe(422);
      expect(withoutOffer.json().errors).toEqual({ "coupon.coupon_def_id": ["formErrors.required"] });
      // Offer 70 is sold at the other hotel site only.
      const elsewhere = await create(sessions.manager, { ...site, coupon_def_id: 70 });
      expect(elsewhere.json().errors).toEqual({ "coupon.coupon_def_id": ["coupons.offer_unavailable"] });
      const noOffers = await create(sessions.campsiteCoder, {
        location_id: world.campsite.id,
        location_type: "Site",
        coupon_def_id: 596,
      });
      expect(noOffers.json().errors).toEqual({ "coupon.coupon_def_id": ["coupons.offer_unavailable"] });
    });

    it("grants RAN access only with the ran role, on a site (docs/private-wifi.md#codes)", async () => {
      const coupon = {
        location_id: world.hotels.id,
        location_type: "Organism",
        coupon_def_id: 597,
        with_ran_access: true,
      };
      expect((await create(sessions.manager, coupon)).statusCode).toBe(403);
      const onOrganism = await create(sessions.ranManager, coupon);
      expect(onOrganism.statusCode).toBe(422);
      expect(onOrganism.json().errors).toEqual({ "coupon.with_ran_access": [privateWifiErrors.codeNeedsSite] });
      const site = world.hotelSites[1];
      await insertPrivateSsid(database.db, site.id);
      const granted = await create(sessions.ranManager, { ...coupon, location_id: site.id, location_type: "Site" });
      expect(granted.statusCode).toBe(201);
      expect(granted.json().coupons[0]).toMatchObject({
        with_ran_access: true,
        location_type: "Site",
        site_id: site.id,
        max_usage: 2,
        private_space: { state: "active" },
      });
    });

    it("answers 404 for a location outside the scope, 403 without the code role, 401 anonymously", async () => {
      const campsite = { location_id: world.campsite.id, location_type: "Site", coupon_def_id: 596 };
      expect((await create(sessions.manager, campsite)).statusCode).toBe(404);
      const hotel = { location_id: world.hotels.id, location_type: "Organism", coupon_def_id: 596 };
      expect((await create(sessions.operator, hotel)).statusCode).toBe(403);
      const anonymous = await app.inject({ method: "POST", url: "/api/coupons", payload: { coupon: hotel } });
      expect(anonymous.statusCode).toBe(401);
      const [left] = await database.db
        .select({ total: count() })
        .from(coupons)
        .where(and(eq(coupons.organismId, world.campsites.id), eq(coupons.couponDefId, 596)));
      expect(left?.total).toBe(0);
    });

    it("writes no SMS without send_sms", async () => {
      const before = await database.db.select({ total: count() }).from(outboxMessages);
      const response = await create(sessions.admin, {
        location_id: world.hotels.id,
        location_type: "Organism",
        coupon_def_id: 596,
        phone_number: "+447911123456",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().coupons[0].phone_number).toBe("+447911123456");
      expect(await database.db.select({ total: count() }).from(outboxMessages)).toEqual(before);
    });
  });

  describe("the answer's bytes", () => {
    /**
     * What the route answered before it wrote its JSON in one pass: each
     * stored code through presentCoupon, serialized by Fastify from the
     * route's response schema (a route that sends the objects).
     */
    const answerAsBefore = async (correlationId: string, language: string) => {
      const rows = await database.db
        .select()
        .from(coupons)
        .where(eq(coupons.correlationId, correlationId))
        .orderBy(asc(coupons.id));
      const view = await findCouponViewInScope(database.db, unscoped, rows[0]?.id ?? 0);
      if (!view) throw new Error("no stored code");
      const site = siteOfScopedCodes(view.coupon, view.siteName);
      const presented: CouponPresentation[] = [];
      for (const row of rows) {
        const space =
          site && row.withRanAccess ? await findCouponPrivateSpace(database.db, site, row.id, clock.now()) : null;
        presented.push(presentCoupon({ ...view, coupon: row }, clock.now(), language, space));
      }
      const serializer = Fastify();
      serializer.get(
        "/",
        { schema: responseSchemaOf({ status: 201, schema: createdCouponsAnswerSchema }) },
        (_request, reply) => reply.code(201).send({ correlation_id: correlationId, coupons: presented }),
      );
      try {
        const before = await serializer.inject({ method: "GET", url: "/" });
        return {
          body: before.body,
          contentType: before.headers["content-type"],
          contentLength: before.headers["content-length"],
        };
      } finally {
        await serializer.close();
      }
    };

    const createIn = (
      session: TestSession,
      language: string,
      coupon: Record<string, unknown>,
      extra: Record<string, unknown> = {},
    ) =>
      app.inject({
        method: "POST",
        url: "/api/coupons",
        headers: { ...session.headers, "accept-language": language },
        payload: { coupon: { description: "Séminaire Dupont", ...coupon }, send_sms: false, ...extra },
      });

    const expectAnswerAsBefore = async (response: Awaited<ReturnType<typeof createIn>>, language: string) => {
      expect(response.statusCode, response.body).toBe(201);
      // Sent as bytes, the answer skips the answer check of tests (declared-answer.ts): the schema is checked here.
      const answer = createdCouponsAnswerSchema.parse(response.json());
      const before = await answerAsBefore(answer.correlation_id, language);
      expect(response.body).toBe(before.body);
      expect(response.headers["content-type"]).toBe(before.contentType);
      expect(response.headers["content-length"]).toBe(before.contentLength);
      return answer;
    };

    it("is byte for byte what the schema's serializer wrote, for 1,000 codes without offers", async () => {
      const startsAt = new Date(clock.now().getTime() + dayMs);
      const response = await createIn(sessions.campsiteCoder, "fr", {
        location_id: world.campsite.id,
        location_type: "Site",
        number: 1_000,
        max_usage: 3,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 3 * dayMs).toISOString(),
      });
      const answer = await expectAnswerAsBefore(response, "fr");
      expect(answer.coupons).toHaveLength(1_000);
    });

    it("is byte for byte what the schema's serializer wrote, with an offer named in German, a phone and odd characters", async () => {
      const response = await createIn(
        sessions.manager,
        "de",
        {
          location_id: world.hotelSites[0].id,
          location_type: "Site",
          number: 1,
          coupon_def_id: 70,
          phone_number: "+33 6 12 34 56 78",
          description: 'Séminaire "Dupont" \\ 東京\t🎉',
        },
        { send_sms: true },
      );
      const answer = await expectAnswerAsBefore(response, "de");
      expect(answer.coupons[0]).toMatchObject({
        coupon_def: { name: "24-Stunden-Pass" },
        phone_number: "+33612345678",
        description: 'Séminaire "Dupont" \\ 東京\t🎉',
      });
    });

    it("is byte for byte what the schema's serializer wrote, for an organism's codes and for codes with private spaces", async () => {
      const organism = await createIn(sessions.admin, "en", {
        location_id: world.hotels.id,
        location_type: "Organism",
        number: 2,
        coupon_def_id: 596,
      });
      expect((await expectAnswerAsBefore(organism, "en")).coupons[0]).toMatchObject({ site_id: null, site_names: [] });
      const site = await insertSite(database.db, { organismId: world.hotels.id });
      await insertPrivateSsid(database.db, site.id);
      const privateAccess = await createIn(sessions.ranManager, "en", {
        location_id: site.id,
        location_type: "Site",
        number: 3,
        coupon_def_id: 597,
        with_ran_access: true,
      });
      const answer = await expectAnswerAsBefore(privateAccess, "en");
      const spaces = answer.coupons.map((coupon) => coupon.private_space?.id);
      expect(new Set(spaces).size).toBe(3);
      expect(spaces.every((id) => typeof id === "number")).toBe(true);
    });
  });
});
