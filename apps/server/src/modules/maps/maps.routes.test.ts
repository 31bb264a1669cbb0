import { createHash } from "node:crypto";
import type { EquipmentSearchHit, FloorPlan, SiteMapAnswer } from "@ondine/domain";
import { desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { auditEvents, equipment, floorPlans } from "../../db/schema";
import { insertBuildingWithFloor } from "../../test/building-factory";
import { insertEquipment } from "../../test/equipment-factory";
import { jpegBytes, pngBytes, svgBytes } from "../../test/floor-plan-images";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const planPath = (floorUuid: string) => `/api/monitoring/floors/${floorUuid}/plan`;

describe.each(testEngines)("floor plans and equipment search on %s", (engine) => {
  const t = useTestApp(engine);
  let world: TenancyFixture;
  let admin: TestSession;
  let manager: TestSession;
  let campsiteUser: TestSession;
  /** A floor of the hotel chain's site in production, with two access points placed and one not. */
  let hotelFloor: { floorId: number; floorUuid: string };
  let campsiteFloor: { floorId: number; floorUuid: string };
  let placed: { id: number }[];

  /** Each test's two customers, a floor of each with its equipment, and three sessions. */
  const givenTwoCustomers = async () => {
    world = await insertTenancyFixture(t.db);
    const db = t.db;
    const siteId = world.hotelSites[0].id;
    hotelFloor = await insertBuildingWithFloor(db, { siteId, name: "Main", floorName: "Ground" });
    campsiteFloor = await insertBuildingWithFloor(db, { siteId: world.campsite.id, name: "Accueil", floorName: "RDC" });
    placed = [
      await insertEquipment(db, {
        siteId,
        floorId: hotelFloor.floorId,
        mac: "0a:d1:00:01:00:01",
        serial: "Q2KD-AB12-CD34",
        tag: "BP-0-01",
        model: "Cisco Meraki MR36",
        position: { x: 100, y: 350 },
      }),
      await insertEquipment(db, {
        siteId,
        floorId: hotelFloor.floorId,
        mac: "0a:d1:00:01:00:02",
        serial: "Q2KD-AB12-CD35",
        tag: "BP-0-02",
        model: "Cisco Meraki MR36",
        position: { x: 900, y: 350 },
      }),
    ];
    await insertEquipment(db, { siteId, floorId: hotelFloor.floorId, mac: "0a:d1:00:01:00:03", tag: "BP-0-03" });
    await insertEquipment(db, { siteId, mac: "0a:d1:00:01:00:04", tag: "BP-0-04", state: "spare" });
    await insertEquipment(db, {
      siteId: world.hotelSites[1].id,
      mac: "0a:d1:00:02:00:01",
      serial: "Q2KD-AB12-0000",
      tag: "AN-1-01",
    });
    await insertEquipment(db, {
      siteId: world.campsite.id,
      floorId: campsiteFloor.floorId,
      mac: "0a:d1:00:03:00:01",
      serial: "Q2KD-AB12-9999",
      tag: "BP-0-01",
      category: "switch",
    });
    [admin, manager, campsiteUser] = await Promise.all([
      signInAs(t.app, world.admin),
      signInAs(t.app, world.manager),
      signInAs(t.app, world.campsiteUser),
    ]);
  };

  const upload = (session: TestSession | null, floorUuid: string, bytes: Uint8Array, contentType: string) =>
    t.app.inject({
      method: "PUT",
      url: planPath(floorUuid),
      headers: { ...(session?.headers ?? {}), "content-type": contentType },
      payload: Buffer.from(bytes),
    });
  const get = (session: TestSession | null, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { ...(session?.headers ?? {}), ...headers } });
  const positionsOnHotelFloor = async () =>
    (
      await t.db
        .select({ x: equipment.positionX, y: equipment.positionY })
        .from(equipment)
        .where(eq(equipment.floorId, hotelFloor.floorId))
        .orderBy(equipment.mac)
    ).map(({ x, y }) => (x === null || y === null ? null : { x, y }));
  const refusalOf = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    code: response.json().code,
    errors: response.json().errors,
  });

  describe("PUT /api/monitoring/floors/{uuid}/plan", () => {
    it("refuses anyone but an admin before reading the body, and an unknown floor", async () => {
      await givenTwoCustomers();
      const png = pngBytes(1000, 700);
      expect((await upload(null, hotelFloor.floorUuid, png, "image/png")).statusCode).toBe(401);
      const refused = await upload(manager, hotelFloor.floorUuid, png, "image/png");
      expect([refused.statusCode, refused.json().code]).toEqual([403, "NOT_ALLOWED"]);
      // Even a body over the limit: a non-admin is refused first.
      const huge = new Uint8Array(6 * 1_048_576);
      expect((await upload(manager, hotelFloor.floorUuid, huge, "image/png")).statusCode).toBe(403);
      expect((await upload(admin, "5c1a0000-0000-4000-8000-000000000000", png, "image/png")).statusCode).toBe(404);
      expect((await upload(admin, "not-a-uuid", png, "image/png")).statusCode).toBe(404);
      expect(await t.db.select().from(floorPlans)).toEqual([]);
    });

    it("refuses what is not a plan with 422 naming the plan, one over 5 MiB with 413, JSON with 400", async () => {
      await givenTwoCustomers();
      const floor = hotelFloor.floorUuid;
      expect(refusalOf(await upload(admin, floor, pngBytes(1000, 700), "image/svg+xml"))).toEqual({
        status: 422,
        code: "INVALID_PARAMETERS",
        errors: { plan: ["floorPlan.type_mismatch"] },
      });
      const hostile = svgBytes('viewBox="0 0 1000 700"', '<image href="x" onerror="alert(document.cookie)"/>');
      const unsafe = await upload(admin, floor, hostile, "image/svg+xml");
      expect(refusalOf(unsafe)).toMatchObject({ status: 422, errors: { plan: ["floorPlan.unsafe_svg"] } });
      expect(unsafe.json().message).toBe(
        "The SVG image holds an event handler attribute (on...=), which a floor plan may not.",
      );
      expect(refusalOf(await upload(admin, floor, pngBytes(50, 700), "image/png"))).toMatchObject({
        status: 422,
        errors: { plan: ["floorPlan.size_out_of_range"] },
      });
      expect(refusalOf(await upload(admin, floor, new Uint8Array(), "image/png"))).toMatchObject({
        status: 422,
        errors: { plan: ["floorPlan.empty"] },
      });
      const tooLarge = new Uint8Array(5 * 1_048_576 + 1);
      tooLarge.set(pngBytes(1000, 700));
      expect(refusalOf(await upload(admin, floor, tooLarge, "image/png"))).toEqual({
        status: 413,
        code: "WRONG_PARAMETERS",
        errors: { plan: ["floorPlan.too_large"] },
      });
      const json = await t.app.inject({
        method: "PUT",
        url: planPath(floor),
        headers: { ...admin.headers, "content-type": "application/json" },
        payload: { plan: "x" },
      });
      expect([json.statusCode, json.json().code]).toEqual([400, "WRONG_PARAMETERS"]);
      expect(await t.db.select().from(floorPlans)).toEqual([]);
    });

    it("sets a first plan of the default size without moving anything, and records it", async () => {
      await givenTwoCustomers();
      const svg = svgBytes('width="1000" height="700" viewBox="0 0 1000 700"');
      const response = await upload(admin, hotelFloor.floorUuid, svg, "image/svg+xml; charset=utf-8");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<FloorPlan>()).toEqual({
        url: `/monitoring/floors/${hotelFloor.floorUuid}/plan?v=${sha256(svg)}`,
        width: 1000,
        height: 700,
        wall_attenuation_db: 5,
        metres_per_unit: 0.05,
      });
      expect(await positionsOnHotelFloor()).toEqual([{ x: 100, y: 350 }, { x: 900, y: 350 }, null]);
      const [event] = await t.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
      expect(event).toMatchObject({
        action: "floor_plan_replaced",
        actorId: world.admin.id,
        details: {
          floor_uuid: hotelFloor.floorUuid,
          site_id: world.hotelSites[0].id,
          content_type: "image/svg+xml",
          width: 1000,
          height: 700,
          equipment_moved: 0,
        },
      });
    });

    it("replaces a plan by one of another size, scaling positions and metres per unit in step", async () => {
      await givenTwoCustomers();
      const svg = svgBytes('width="1000" height="700" viewBox="0 0 1000 700"');
      expect((await upload(admin, hotelFloor.floorUuid, svg, "image/svg+xml")).statusCode).toBe(200);
      const png = pngBytes(2000, 1050);
      const response = await upload(admin, hotelFloor.floorUuid, png, "image/png");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<FloorPlan>()).toMatchObject({ width: 2000, height: 1050 });
      // Twice as wide, 1.5 times as high: a unit is 1/sqrt(3) as long as before.
      expect(response.json<FloorPlan>().metres_per_unit).toBeCloseTo(0.05 / Math.sqrt(3), 12);
      expect(await positionsOnHotelFloor()).toEqual([{ x: 200, y: 525 }, { x: 1800, y: 525 }, null]);
      const [row] = await t.db.select().from(floorPlans).where(eq(floorPlans.floorId, hotelFloor.floorId));
      expect(row).toMatchObject({ contentType: "image/png", digest: sha256(png), updatedBy: world.admin.id });
      expect(Buffer.from(row?.image ?? []).equals(Buffer.from(png))).toBe(true);
    });
  });

  describe("GET /api/monitoring/floors/{uuid}/plan", () => {
    const jpeg = jpegBytes(2000, 1050);
    /** The hotel floor's plan, a JPEG of twice the default size. */
    const givenAJpegPlan = async () => {
      expect((await upload(admin, hotelFloor.floorUuid, jpeg, "image/jpeg")).statusCode).toBe(200);
    };

    it("answers the image with its digest as ETag, kept for good only at its own address", async () => {
      await givenTwoCustomers();
      await givenAJpegPlan();
      const digest = sha256(jpeg);
      const response = await get(manager, planPath(hotelFloor.floorUuid));
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(Buffer.from(jpeg))).toBe(true);
      expect(response.headers).toMatchObject({
        "content-type": "image/jpeg",
        etag: `"${digest}"`,
        "cache-control": "private, no-cache",
        "x-content-type-options": "nosniff",
      });
      const versioned = await get(manager, `${planPath(hotelFloor.floorUuid)}?v=${digest}`);
      expect(versioned.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
      const old = await get(manager, `${planPath(hotelFloor.floorUuid)}?v=${sha256(pngBytes(1, 1))}`);
      expect([old.statusCode, old.headers["cache-control"]]).toEqual([200, "private, no-cache"]);
    });

    it("answers 304 without the bytes when the caller holds this version", async () => {
      await givenTwoCustomers();
      await givenAJpegPlan();
      const digest = sha256(jpeg);
      for (const held of [`"${digest}"`, `W/"${digest}"`, `"00", "${digest}"`, "*"]) {
        const response = await get(manager, planPath(hotelFloor.floorUuid), { "if-none-match": held });
        expect([response.statusCode, response.body, response.headers.etag], held).toEqual([304, "", `"${digest}"`]);
      }
      const stale = await get(manager, planPath(hotelFloor.floorUuid), { "if-none-match": `"${"0".repeat(64)}"` });
      expect(stale.statusCode).toBe(200);
    });

    it("serves an SVG plan under a policy that runs nothing, as cleaned when uploaded", async () => {
      await givenTwoCustomers();
      // An editor's export: its own namespace's parts and a comment are dropped, and what is stored is the rest.
      const exported = svgBytes(
        'viewBox="0 0 1000 700" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3"',
        '<!-- layer --><g inkscape:label="Walls"><rect width="10" height="10"/></g>',
      );
      const cleaned = svgBytes('viewBox="0 0 1000 700"', '<g><rect width="10" height="10"/></g>');
      const uploaded = await upload(admin, campsiteFloor.floorUuid, exported, "image/svg+xml");
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      expect(uploaded.json<FloorPlan>().url).toBe(
        `/monitoring/floors/${campsiteFloor.floorUuid}/plan?v=${sha256(cleaned)}`,
      );
      const response = await get(campsiteUser, planPath(campsiteFloor.floorUuid));
      expect(response.headers).toMatchObject({
        "content-type": "image/svg+xml",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        "x-content-type-options": "nosniff",
        etag: `"${sha256(cleaned)}"`,
      });
      expect(response.body).toBe(new TextDecoder().decode(cleaned));
    });

    it("answers 404 for another customer's floor, a floor without a plan, and no UUID; 401 when anonymous", async () => {
      await givenTwoCustomers();
      // Both floors have a plan: another customer's is refused for being theirs.
      await givenAJpegPlan();
      const campsitePlan = svgBytes('viewBox="0 0 1000 700"');
      expect((await upload(admin, campsiteFloor.floorUuid, campsitePlan, "image/svg+xml")).statusCode).toBe(200);
      expect((await get(campsiteUser, planPath(hotelFloor.floorUuid))).statusCode).toBe(404);
      expect((await get(manager, planPath(campsiteFloor.floorUuid))).statusCode).toBe(404);
      const bare = await insertBuildingWithFloor(t.db, {
        siteId: world.hotelSites[0].id,
        name: "Annexe",
        floorName: "Ground",
      });
      expect((await get(manager, planPath(bare.floorUuid))).json()).toMatchObject({
        code: "NOT_FOUND",
        message: "This floor has no plan.",
      });
      expect((await get(manager, planPath("12"))).statusCode).toBe(404);
      expect((await get(null, planPath(hotelFloor.floorUuid))).statusCode).toBe(401);
    });

    it("gives each floor's plan in the site map, its address the one served, at once after a new upload", async () => {
      await givenTwoCustomers();
      await givenAJpegPlan();
      // A building whose floor has no plan.
      await insertBuildingWithFloor(t.db, { siteId: world.hotelSites[0].id, name: "Annexe", floorName: "Ground" });
      const siteMap = async () =>
        (await get(manager, `/api/monitoring/sites/${world.hotelSites[0].id}/full`)).json<SiteMapAnswer>();
      const floorOf = (map: SiteMapAnswer, uuid: string) =>
        map.locations.flatMap((building) => building.children).find((floor) => floor.uuid === uuid);
      const before = floorOf(await siteMap(), hotelFloor.floorUuid);
      expect(before?.plan?.url).toBe(`/monitoring/floors/${hotelFloor.floorUuid}/plan?v=${sha256(jpeg)}`);
      expect(before).toMatchObject({ level: 0, plan: { width: 2000, height: 1050, wall_attenuation_db: 5 } });
      const png = pngBytes(1000, 525);
      expect((await upload(admin, hotelFloor.floorUuid, png, "image/png")).statusCode).toBe(200);
      const after = await siteMap();
      expect(floorOf(after, hotelFloor.floorUuid)?.plan).toMatchObject({
        url: `/monitoring/floors/${hotelFloor.floorUuid}/plan?v=${sha256(png)}`,
        width: 1000,
        height: 525,
      });
      expect(floorOf(after, hotelFloor.floorUuid)?.equipment.map((item) => item.position)).toEqual([
        { x: 100, y: 262.5 },
        { x: 900, y: 262.5 },
        null,
      ]);
      const annexe = after.locations.find((building) => building.name === "Annexe")?.children[0];
      expect(annexe?.plan).toBeNull();
    });
  });

  describe("GET /api/monitoring/equipment/search", () => {
    const search = async (session: TestSession, query: string) => {
      const response = await get(session, `/api/monitoring/equipment/search?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<EquipmentSearchHit[]>();
    };
    const macsOf = (hits: EquipmentSearchHit[]) => hits.map((hit) => hit.mac);

    it("finds a MAC typed with any separators and case, and answers where it is", async () => {
      await givenTwoCustomers();
      for (const q of ["0A-D1-00-01-00-01", "0ad1.0001.0001", "0A:D1:00:01:00:01"]) {
        expect(macsOf(await search(manager, `q=${encodeURIComponent(q)}`)), q).toEqual(["0a:d1:00:01:00:01"]);
      }
      const [hit] = await search(manager, "q=0ad1000100");
      expect(hit).toEqual({
        id: placed[0]?.id,
        site_id: world.hotelSites[0].id,
        site_name: expect.any(String),
        building_uuid: expect.any(String),
        building_name: "Main",
        floor_uuid: hotelFloor.floorUuid,
        floor_name: "Ground",
        category: "access_point",
        model: "Cisco Meraki MR36",
        mac: "0a:d1:00:01:00:01",
        serial: "Q2KD-AB12-CD34",
        tag: "BP-0-01",
        state: "unknown",
        muted: false,
      });
    });

    it("finds serials, tags and models by their start in any case, spare left out, exact matches first", async () => {
      await givenTwoCustomers();
      expect(macsOf(await search(manager, "q=q2kd-ab12"))).toEqual([
        "0a:d1:00:01:00:01",
        "0a:d1:00:01:00:02",
        "0a:d1:00:02:00:01",
      ]);
      // Ordered by site name: the production site's before the study one's, whatever the ids.
      expect(macsOf(await search(manager, "q=bp-0"))).toEqual([
        "0a:d1:00:01:00:01",
        "0a:d1:00:01:00:02",
        "0a:d1:00:01:00:03",
      ]);
      expect(macsOf(await search(manager, "q=q2kd-ab12-cd35"))).toEqual(["0a:d1:00:01:00:02"]);
      expect(macsOf(await search(manager, "q=cisco meraki"))).toEqual(["0a:d1:00:01:00:01", "0a:d1:00:01:00:02"]);
      expect(macsOf(await search(manager, "q=AN-1-01&limit=1"))).toEqual(["0a:d1:00:02:00:01"]);
      expect(macsOf(await search(manager, "q=bp-0&limit=2"))).toHaveLength(2);
      // The exact tag first, then the prefix matches by site name and tag.
      expect(macsOf(await search(admin, "q=bp-0-01"))).toEqual(["0a:d1:00:01:00:01", "0a:d1:00:03:00:01"]);
      // % and _ are taken as typed.
      expect(await search(admin, "q=%25%25")).toEqual([]);
      expect(await search(admin, "q=b_-0")).toEqual([]);
    });

    it("searches the caller's sites only", async () => {
      await givenTwoCustomers();
      expect(macsOf(await search(campsiteUser, "q=bp-0"))).toEqual(["0a:d1:00:03:00:01"]);
      expect(await search(campsiteUser, "q=0a:d1:00:01")).toEqual([]);
      expect(macsOf(await search(admin, "q=q2kd-ab12"))).toHaveLength(4);
    });

    it("refuses a text under 2 characters and a limit outside 1..50", async () => {
      await givenTwoCustomers();
      const refused = await get(manager, "/api/monitoring/equipment/search?q=%20a%20&limit=51");
      expect(refusalOf(refused)).toEqual({
        status: 422,
        code: "INVALID_PARAMETERS",
        errors: { q: ["formErrors.min_length"], limit: ["formErrors.invalid"] },
      });
      expect((await get(null, "/api/monitoring/equipment/search?q=bp")).statusCode).toBe(401);
    });
  });
});
