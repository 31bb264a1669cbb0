import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db";
import { coupons } from "../../db/schema";
import { insertCoupon } from "../../test/coupon-factory";
import { lastMessageTo, signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";
import { deleteCouponRow } from "./coupons.repository";
import { findOffersOfLocation } from "./offers.repository";

describe.each(testEngines)("coupon actions on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  const clock = createTestClock();
  let manager: TestSession;
  let operator: TestSession;
  let campsiteCoder: TestSession;
  let siteCoder: TestSession;

  // Tests share the tenancy fixture and four sessions, built once: each test acts on codes it makes, with phone numbers no other test uses, on a clock the tests only move forward.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock });
    world = await insertTenancyFixture(database.db);
    manager = await signInAs(app, world.manager);
    operator = await signInAs(app, world.operator);
    campsiteCoder = await signInAs(
      app,
      await insertUser(database.db, { roles: ["code"], locations: [{ type: "Site", id: world.campsite.id }] }),
    );
    siteCoder = await signInAs(
      app,
      await insertUser(database.db, { roles: ["code"], locations: [{ type: "Site", id: world.hotelSites[0].id }] }),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const hotelCoupon = (values: Partial<Parameters<typeof insertCoupon>[1]> = {}) =>
    insertCoupon(database.db, { organismId: world.hotels.id, siteId: world.hotelSites[0].id, ...values });
  const call = (session: TestSession, method: "PUT" | "DELETE" | "POST", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { ...session.headers, "accept-language": "fr" },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const stored = async (id: number) => {
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, id));
    return row;
  };

  describe("PUT /api/coupons/{id}/disable", () => {
    it("disables once and answers who and when, the same on a second call", async () => {
      const coupon = await hotelCoupon();
      const first = await call(manager, "PUT", `/api/coupons/${coupon.id}/disable`);
      expect(first.statusCode).toBe(200);
      const at = clock.now().toISOString();
      expect(first.json()).toEqual({ id: coupon.id, disabled_by: world.manager.id, disabled_at: at, updated_at: at });
      clock.advance(60_000);
      const second = await call(siteCoder, "PUT", `/api/coupons/${coupon.id}/disable`);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await stored(coupon.id)).toMatchObject({ disabledBy: world.manager.id, disabledAt: new Date(at) });
    });
  });

  describe("DELETE /api/coupons/{id}", () => {
    it("deletes an unused code", async () => {
      const coupon = await hotelCoupon();
      const response = await call(manager, "DELETE", `/api/coupons/${coupon.id}`);
      expect(response.statusCode).toBe(204);
      expect(await stored(coupon.id)).toBeUndefined();
    });

    it("keeps a used code (422), to be disabled instead", async () => {
      const coupon = await hotelCoupon({ provisioningsCount: 2 });
      const response = await call(manager, "DELETE", `/api/coupons/${coupon.id}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ coupon: ["coupons.used_cannot_be_deleted"] });
      expect(await stored(coupon.id)).toBeDefined();
    });
  });

  describe("PUT /api/coupons/{id}", () => {
    it("sets the phone number in E.164 and answers the code", async () => {
      const coupon = await hotelCoupon();
      const response = await call(manager, "PUT", `/api/coupons/${coupon.id}`, {
        coupon: { phone_number: "+33 6 12 34 56 78" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toMatchObject({ id: coupon.id, code: coupon.code, phone_number: "+33612345678" });
      expect((await stored(coupon.id))?.phoneNumber).toBe("+33612345678");
    });

    it("removes it when empty, refuses an invalid one", async () => {
      const coupon = await hotelCoupon({ phoneNumber: "+33612345678" });
      const invalid = await call(manager, "PUT", `/api/coupons/${coupon.id}`, { coupon: { phone_number: "06 12" } });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toEqual({ "coupon.phone_number": ["coupons.phone_number_error"] });
      expect((await stored(coupon.id))?.phoneNumber).toBe("+33612345678");
      const cleared = await call(manager, "PUT", `/api/coupons/${coupon.id}`, { coupon: { phone_number: "" } });
      expect(cleared.json().phone_number).toBeNull();
      expect((await stored(coupon.id))?.phoneNumber).toBeNull();
    });
  });

  describe("POST /api/coupons/{id}/send_sms", () => {
    it("writes the SMS to the outbox, in the request's language or the one given", async () => {
      const coupon = await hotelCoupon({ phoneNumber: "+33611111111" });
      const response = await call(manager, "POST", `/api/coupons/${coupon.id}/send_sms`);
      expect(response.statusCode).toBe(202);
      const sms = await lastMessageTo(database.db, "+33611111111");
      expect(response.json()).toEqual({ outbox_message_id: sms.id });
      expect(sms).toMatchObject({ channel: "sms", language: "fr", status: "held" });
      expect(sms.bodyText).toContain(`Votre code d'accès Wi-Fi : ${coupon.code}. Il donne 1 semaine d'accès`);
      await call(manager, "POST", `/api/coupons/${coupon.id}/send_sms`, { language: "de" });
      expect((await lastMessageTo(database.db, "+33611111111")).bodyText).toContain("Ihr WLAN-Zugangscode");
    });

    it("needs a phone number, and a code that can still be used", async () => {
      const withoutPhone = await hotelCoupon();
      const noPhone = await call(manager, "POST", `/api/coupons/${withoutPhone.id}/send_sms`);
      expect(noPhone.statusCode).toBe(422);
      expect(noPhone.json().errors).toEqual({ "coupon.phone_number": ["formErrors.required"] });
      const disabled = await hotelCoupon({ phoneNumber: "+33622222222", disabledAt: clock.now() });
      expect((await call(manager, "POST", `/api/coupons/${disabled.id}/send_sms`)).json().errors).toEqual({
        coupon: ["coupons.disabled"],
      });
      const past = new Date(clock.now().getTime() - 3 * 86_400_000);
      const expired = await hotelCoupon({
        phoneNumber: "+33633333333",
        startsAt: past,
        endsAt: new Date(past.getTime() + 86_400_000),
      });
      expect((await call(manager, "POST", `/api/coupons/${expired.id}/send_sms`)).json().errors).toEqual({
        coupon: ["coupons.expired"],
      });
    });
  });

  describe("tenancy and roles", () => {
    it("answers 404 for another tenant's code, whatever the action, and changes nothing", async () => {
      const coupon = await hotelCoupon({ phoneNumber: "+33644444444" });
      const calls = [
        call(campsiteCoder, "PUT", `/api/coupons/${coupon.id}/disable`),
        call(campsiteCoder, "DELETE", `/api/coupons/${coupon.id}`),
        call(campsiteCoder, "PUT", `/api/coupons/${coupon.id}`, { coupon: { phone_number: "" } }),
        call(campsiteCoder, "POST", `/api/coupons/${coupon.id}/send_sms`),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe("NOT_FOUND");
      }
      expect(await stored(coupon.id)).toMatchObject({ disabledAt: null, phoneNumber: "+33644444444" });
    });

    it("keeps an organism's codes from someone holding one of its sites", async () => {
      const organismCoupon = await insertCoupon(database.db, { organismId: world.hotels.id, siteId: null });
      expect((await call(siteCoder, "PUT", `/api/coupons/${organismCoupon.id}/disable`)).statusCode).toBe(404);
      expect((await call(manager, "PUT", `/api/coupons/${organismCoupon.id}/disable`)).statusCode).toBe(200);
    });

    it("answers 403 without the code role, 404 for an unknown id, 401 anonymously", async () => {
      const coupon = await hotelCoupon();
      expect((await call(operator, "PUT", `/api/coupons/${coupon.id}/disable`)).statusCode).toBe(403);
      expect((await call(manager, "PUT", "/api/coupons/987654321/disable")).statusCode).toBe(404);
      expect((await call(manager, "DELETE", "/api/coupons/not-a-number")).statusCode).toBe(404);
      const anonymous = await app.inject({ method: "PUT", url: `/api/coupons/${coupon.id}/disable` });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

describe.each(testEngines)("the SMS delivery worker on %s", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it("sends a code's SMS through the provider once the app is ready", async () => {
    const sent: { to: string; text: string }[] = [];
    const smsTransport = { sendSms: async (message: { to: string; text: string }) => void sent.push(message) };
    const app = buildTestApp(database, {}, { smsTransport, runOutboxWorker: true });
    const world = await insertTenancyFixture(database.db);
    const coupon = await insertCoupon(database.db, {
      organismId: world.hotels.id,
      siteId: null,
      phoneNumber: "+33655555555",
    });
    await app.ready();
    const { headers } = await signInAs(app, world.manager);
    const response = await app.inject({
      method: "POST",
      url: `/api/coupons/${coupon.id}/send_sms`,
      headers: { ...headers, "accept-language": "en" },
    });
    expect(response.statusCode).toBe(202);
    await expect
      .poll(() => sent, { timeout: 10_000, interval: 100 })
      .toEqual([{ to: "+33655555555", text: expect.stringContaining(`Your Wi-Fi access code: ${coupon.code}.`) }]);
    await app.close();
  });
});

/**
 * Never called: `tsc -b` checks that each line below is refused, so a bare
 * id, an object shaped like a scoped value, or the wrong kind cannot reach a
 * query of tenant data (docs/security.md "Tenancy").
 */
export function unscopedCodesAreRefused(db: Database) {
  // @ts-expect-error a code is found in scope before it is deleted
  void deleteCouponRow(db, { id: 5 });
  // @ts-expect-error offers are read for a location found in scope
  void findOffersOfLocation(db, { type: "Site", organismId: 1, organismName: "", siteId: 5, siteName: "" });
}
