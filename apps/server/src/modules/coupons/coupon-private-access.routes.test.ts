import { type CouponPresentation, type CreatedCouponsAnswer, privateKeyRules, privateWifiErrors } from "@ondine/domain";
import { and, count, eq, inArray } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { coupons, iotCommands, privateSpaces } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertPrivateSpace, insertPrivateSsid } from "../../test/private-wifi-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";

// docs/private-wifi.md#codes: a code made with private access gets its own
// space on its site, in the codes' transaction; disabling the code withdraws it.

const now = new Date("2026-06-16T08:00:00.000Z");
/** 00:30 in Paris on 21 June: the code's last day is the 21st there, the 20th in UTC. */
const endsAt = "2026-06-20T22:30:00.000Z";
const keyLimit = 5;

describe.each(testEngines)("codes with private access on %s", (engine) => {
  const t = useTestApp(engine, { now, config: { privateWifiSiteKeyLimit: keyLimit } });

  /** A hotel with a private SSID, one without, another customer's; a code-and-ran manager of the hotel chain. */
  async function givenHotels() {
    const hotels = await insertOrganism(t.db, { kind: "hotel_chain" });
    const hotel = await insertSite(t.db, { organismId: hotels.id });
    const noSsid = await insertSite(t.db, { organismId: hotels.id });
    const campsites = await insertOrganism(t.db, { kind: "campsite" });
    const campsite = await insertSite(t.db, { organismId: campsites.id });
    const ssid = await insertPrivateSsid(t.db, hotel.id);
    await insertPrivateSsid(t.db, campsite.id);
    const manager = await insertUser(t.db, {
      roles: ["code", "ran"],
      locations: [{ type: "Organism", id: hotels.id }],
    });
    const camper = await insertUser(t.db, { roles: ["code", "ran"], locations: [{ type: "Site", id: campsite.id }] });
    return {
      hotels,
      hotel,
      noSsid,
      campsite,
      ssid,
      manager: await signInAs(t.app, manager),
      camper: await signInAs(t.app, camper),
    };
  }

  const call = (session: TestSession, method: InjectOptions["method"], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: payload === undefined ? session.headers : { ...session.headers, "content-type": "application/json" },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  /** `number` codes with private access at the location, in the no-offers mode. */
  const create = (session: TestSession, location: { id: number; type: "Site" | "Organism" }, number: number) =>
    call(session, "POST", "/coupons", {
      coupon: {
        location_id: location.id,
        location_type: location.type,
        number,
        description: "Séminaire Dupont",
        max_usage: 2,
        starts_at: now.toISOString(),
        ends_at: endsAt,
        with_ran_access: true,
      },
      send_sms: false,
    });
  const spacesOfCoupons = (ids: number[]) =>
    t.db.select().from(privateSpaces).where(inArray(privateSpaces.couponId, ids)).orderBy(privateSpaces.couponId);
  const spaceNow = async (id: number) => (await t.db.select().from(privateSpaces).where(eq(privateSpaces.id, id)))[0];
  const pushesOf = (siteId: number) =>
    t.db
      .select()
      .from(iotCommands)
      .where(and(eq(iotCommands.siteId, siteId), eq(iotCommands.kind, "private_keys")))
      .orderBy(iotCommands.id);
  const codesOf = async (organismId: number) =>
    (await t.db.select({ total: count() }).from(coupons).where(eq(coupons.organismId, organismId)))[0]?.total;

  it("gives each code a space on its site, expiring on its last Paris day, all pushed in one command", async () => {
    const { hotel, ssid, manager } = await givenHotels();
    const response = await create(manager, { id: hotel.id, type: "Site" }, 3);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<CreatedCouponsAnswer>().coupons;
    const spaces = await spacesOfCoupons(created.map((coupon) => coupon.id));
    expect(spaces).toHaveLength(3);
    for (const coupon of created) {
      const space = spaces.find((row) => row.couponId === coupon.id);
      expect(coupon.private_space).toEqual({ id: space?.id, state: "active" });
      expect(space).toMatchObject({
        siteId: hotel.id,
        name: `Code ${coupon.code}`,
        comment: "",
        expiresOn: "2026-06-21",
        couponCode: coupon.code,
        pushState: "waiting",
        deletedAt: null,
        withdrawnAt: null,
      });
      expect(space?.psk).toHaveLength(privateKeyRules.generatedLength);
    }
    expect(new Set(spaces.map((space) => space.psk)).size).toBe(3);
    const pushes = await pushesOf(hotel.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.privateKeys?.ssid).toBe(ssid);
    expect(pushes[0]?.privateKeys?.changes.map((change) => [change.space_id, change.action, change.psk])).toEqual(
      expect.arrayContaining(spaces.map((space) => [space.id, "set", space.psk])),
    );
    expect(spaces.every((space) => space.pushCommandId === pushes[0]?.id)).toBe(true);
  });

  it("refuses private access on an organism's codes (code_needs_site), and makes none", async () => {
    const { hotels, manager } = await givenHotels();
    const response = await create(manager, { id: hotels.id, type: "Organism" }, 2);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ "coupon.with_ran_access": [privateWifiErrors.codeNeedsSite] });
    expect(await codesOf(hotels.id)).toBe(0);
  });

  it("refuses the whole batch past the site's key limit, and makes no code", async () => {
    const { hotels, hotel, manager } = await givenHotels();
    for (let index = 0; index < 3; index += 1) await insertPrivateSpace(t.db, hotel.id);
    const refused = await create(manager, { id: hotel.id, type: "Site" }, keyLimit - 2);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ _root: [privateWifiErrors.keyLimit] });
    expect(await codesOf(hotels.id)).toBe(0);
    expect(await pushesOf(hotel.id)).toEqual([]);
    const within = await create(manager, { id: hotel.id, type: "Site" }, keyLimit - 3);
    expect(within.statusCode).toBe(201);
    expect(await codesOf(hotels.id)).toBe(keyLimit - 3);
  });

  it("refuses private access on a site without a private SSID, and makes no code", async () => {
    const { hotels, noSsid, manager } = await givenHotels();
    const response = await create(manager, { id: noSsid.id, type: "Site" }, 1);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ _root: [privateWifiErrors.noPrivateSsid] });
    expect(await codesOf(hotels.id)).toBe(0);
  });

  it("shows the code's space in its answers, and withdraws it when the code is disabled", async () => {
    const { hotel, manager } = await givenHotels();
    const [coupon] = (await create(manager, { id: hotel.id, type: "Site" }, 1)).json<CreatedCouponsAnswer>().coupons;
    if (!coupon?.private_space) throw new Error("no code with a space");
    const spaceId = coupon.private_space.id;
    const phone = await call(manager, "PUT", `/coupons/${coupon.id}`, { coupon: { phone_number: "+33612345678" } });
    expect(phone.json<CouponPresentation>().private_space).toEqual({ id: spaceId, state: "active" });

    expect((await call(manager, "PUT", `/coupons/${coupon.id}/disable`)).statusCode).toBe(200);
    const space = await spaceNow(spaceId);
    expect(space).toMatchObject({ deletedAt: t.clock.now(), withdrawnAt: t.clock.now(), pushState: "waiting" });
    const withdrawal = (await pushesOf(hotel.id)).at(-1);
    expect(space?.pushCommandId).toBe(withdrawal?.id);
    expect(withdrawal?.privateKeys?.changes).toEqual([
      { space_id: spaceId, name: `Code ${coupon.code}`, action: "withdraw", psk: space?.psk },
    ]);
    const after = await call(manager, "PUT", `/coupons/${coupon.id}`, { coupon: { phone_number: null } });
    expect(after.json<CouponPresentation>().private_space).toBeNull();
    // Disabling again changes nothing, and pushes nothing more.
    expect((await call(manager, "PUT", `/coupons/${coupon.id}/disable`)).statusCode).toBe(200);
    expect((await pushesOf(hotel.id)).at(-1)?.id).toBe(withdrawal?.id);
  });

  it("withdraws a deleted code's space, whose tombstone outlives the code", async () => {
    const { hotel, manager } = await givenHotels();
    const [coupon] = (await create(manager, { id: hotel.id, type: "Site" }, 1)).json<CreatedCouponsAnswer>().coupons;
    if (!coupon?.private_space) throw new Error("no code with a space");
    expect((await call(manager, "DELETE", `/coupons/${coupon.id}`)).statusCode).toBe(204);
    const space = await spaceNow(coupon.private_space.id);
    expect(space).toMatchObject({ couponId: null, couponCode: coupon.code, deletedAt: t.clock.now() });
    expect((await pushesOf(hotel.id)).at(-1)?.privateKeys?.changes).toEqual([
      { space_id: coupon.private_space.id, name: `Code ${coupon.code}`, action: "withdraw", psk: space?.psk },
    ]);
  });

  it("leaves another customer's code and its space alone (404)", async () => {
    const { campsite, manager, camper } = await givenHotels();
    const [coupon] = (await create(camper, { id: campsite.id, type: "Site" }, 1)).json<CreatedCouponsAnswer>().coupons;
    if (!coupon?.private_space) throw new Error("no code with a space");
    const before = await spaceNow(coupon.private_space.id);
    expect((await call(manager, "PUT", `/coupons/${coupon.id}/disable`)).statusCode).toBe(404);
    expect((await call(manager, "DELETE", `/coupons/${coupon.id}`)).statusCode).toBe(404);
    expect(await spaceNow(coupon.private_space.id)).toEqual(before);
    // Nor can codes with private access be made on it.
    expect((await create(manager, { id: campsite.id, type: "Site" }, 1)).statusCode).toBe(404);
  });
});
