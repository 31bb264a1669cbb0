import { createHash } from "node:crypto";
import {
  type Advertisement,
  type AdvertisementListAnswer,
  type AdvertisementTakenPeriodsAnswer,
  type ApiErrorBody,
  advertisementErrors,
  advertisementLimits,
} from "@ondine/domain";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { advertisements, auditEvents } from "../../db/schema";
import { decodableJpeg, decodablePng, pngDeclaring } from "../../test/decodable-images";
import { pngBytes } from "../../test/floor-plan-images";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { insertTenancyFixture } from "../../test/tenancy-fixture";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser, type TestUser } from "../../test/user-factory";

type Location = { location_id: number; location_type: "Site" | "Organism" };
type Form = Record<string, unknown> & { locations: Location[]; starts_at: string; ends_at: string };

const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const base64Png = async (width: number, height: number) => base64Of(await decodablePng(width, height));

/** A valid announcement on `locations`, from `starts_at` to `ends_at`, French and English complete. */
function formOf(locations: Location[], period: { starts_at: string; ends_at: string }, extra = {}): Form {
  return {
    internal_title: "Petit-déjeuner",
    public_title: { fr: "Petit-déjeuner", en: "Breakfast" },
    content: { fr: "Servi de 7 h à 10 h", en: "Served from 7 to 10 am" },
    signature: { fr: "La réception", en: "The front desk" },
    ...period,
    locations,
    ...extra,
  };
}

describe.each(testEngines)("portal announcements' console calls on %s", (engine) => {
  // Tests share one app, clock and database (a fresh app per test took this file from 14 s to 46 s on a loaded 2-core machine): each test builds its own customers and announcers (`given`) or chain, and reads only announcements on them, on a clock no test moves.
  // 10 June 2026 in Paris: announcements before it passed, after it coming.
  const t = useTestApp(engine, { share: "file", now: new Date("2026-06-10T10:00:00.000Z") });
  const site = (id: number): Location => ({ location_id: id, location_type: "Site" });
  const organism = (id: number): Location => ({ location_id: id, location_type: "Organism" });

  type Who = "admin" | "advertiser" | "siteAdvertiser" | "campsiteAdvertiser" | "withoutRole";
  /**
   * The tenancy fixture's two customers, new for each test, with announcers on the hotel
   * chain (Hélène Annonces), on its first site and on the campsites; `who` signed in (the admin,
   * and the manager as the one without the role, are the fixture's).
   */
  const given = async <W extends Who>(...who: W[]) => {
    const world = await insertTenancyFixture(t.db);
    const role = ["portal_advertisement"] as const;
    const people: Record<Who, TestUser> = {
      admin: world.admin,
      advertiser: await insertUser(t.db, {
        roles: role,
        locations: [{ type: "Organism", id: world.hotels.id }],
        firstName: "Hélène",
        lastName: "Annonces",
      }),
      siteAdvertiser: await insertUser(t.db, {
        roles: role,
        locations: [{ type: "Site", id: world.hotelSites[0].id }],
      }),
      campsiteAdvertiser: await insertUser(t.db, {
        roles: role,
        locations: [{ type: "Organism", id: world.campsites.id }],
      }),
      withoutRole: world.manager,
    };
    const sessions = await Promise.all(who.map((name) => signInAs(t.app, people[name])));
    return {
      world,
      ...(Object.fromEntries(who.map((name, index) => [name, sessions[index]])) as Record<W, TestSession>),
    };
  };

  const call = (
    session: TestSession,
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    basePath = "/portal_annoucements",
  ) =>
    t.app.inject({
      method,
      url: `/api${basePath}${url}`,
      headers: payload === undefined ? session.headers : { ...session.headers, "content-type": "application/json" },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const create = async (session: TestSession, form: Form) => {
    const response = await call(session, "POST", "", { advertisement: form });
    if (response.statusCode !== 201) throw new Error(`POST answered ${response.statusCode}: ${response.body}`);
    return response.json<{ advertisement: Advertisement }>().advertisement;
  };
  const errorsOf = (response: { json: () => unknown }) => (response.json() as ApiErrorBody).errors;

  it("answers 403 to every call without the portal_advertisement role, before reading anything", async () => {
    const { world, advertiser, withoutRole } = await given("advertiser", "withoutRole");
    const ad = await create(
      advertiser,
      formOf([site(world.hotelSites[0].id)], { starts_at: "2026-01-01", ends_at: "2026-01-02" }),
    );
    for (const basePath of ["/portal_annoucements", "/portal_announcements"]) {
      for (const [method, url, payload] of [
        ["GET", "?per_page=20&page=1"],
        ["GET", `/${ad.id}`],
        ["POST", "", { advertisement: {} }],
        ["PUT", `/${ad.id}`, { advertisement: {} }],
        ["DELETE", `/${ad.id}`],
      ] as const) {
        const response = await call(withoutRole, method, url, payload, basePath);
        expect({ method, url, basePath, status: response.statusCode }).toEqual({ method, url, basePath, status: 403 });
      }
    }
    const anonymous = await t.app.inject({ method: "GET", url: "/api/portal_annoucements" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("creates an announcement and answers it whole: state, locations by name, author, image by URL", async () => {
    const { world, advertiser, admin } = await given("advertiser", "admin");
    const form = formOf(
      [site(world.hotelSites[0].id), organism(world.hotels.id), site(world.hotelSites[0].id)],
      { starts_at: "2026-06-09", ends_at: "2026-06-12" },
      { image: { name: "buffet.png", base64: `data:image/png;base64,${await base64Png(1200, 800)}` } },
    );
    const created = await create(advertiser, form);
    expect(created).toMatchObject({
      internal_title: "Petit-déjeuner",
      public_title: { fr: "Petit-déjeuner", en: "Breakfast" },
      starts_at: "2026-06-09",
      ends_at: "2026-06-12",
      fallback_language: "fr",
      state: "current",
      user: { firstname: "Hélène", lastname: "Annonces" },
      locations: [
        { location_id: world.hotels.id, location_type: "Organism", name: world.hotels.name },
        { location_id: world.hotelSites[0].id, location_type: "Site", name: world.hotelSites[0].name },
      ],
      image: { name: "buffet.png", content_type: "image/png", width: 1200, height: 800, size: expect.any(Number) },
    });
    expect(created.image?.url).toMatch(/^\/api\/portal\/announcement-images\/[0-9a-f]{64}$/);
    expect(JSON.stringify(created)).not.toContain("base64");
    const read = await call(advertiser, "GET", `/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ advertisement: created });
    const audited = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, "advertisement_created"));
    expect(audited.map((event) => event.details)).toContainEqual({ advertisement_id: created.id });
    // The same, passed and coming, on other days.
    const passed = await create(
      admin,
      formOf([site(world.campsite.id)], { starts_at: "2026-06-01", ends_at: "2026-06-09" }),
    );
    const coming = await create(
      admin,
      formOf([site(world.campsite.id)], { starts_at: "2026-06-11", ends_at: "2026-06-11" }),
    );
    expect([passed.state, coming.state]).toEqual(["passed", "coming"]);
    expect(passed.user?.lastname).toBe("Admin");
  });

  it("lists 20 a page, the newest start day first, with the real total past the end", async () => {
    const chain = await insertOrganism(t.db);
    const chainSite = await insertSite(t.db, { organismId: chain.id });
    const owner = await insertUser(t.db, {
      roles: ["portal_advertisement"],
      locations: [{ type: "Organism", id: chain.id }],
    });
    const session = await signInAs(t.app, owner);
    const ids: number[] = [];
    for (let day = 1; day <= 21; day += 1) {
      const date = `2027-03-${String(day).padStart(2, "0")}`;
      ids.push((await create(session, formOf([site(chainSite.id)], { starts_at: date, ends_at: date }))).id);
    }
    const first = (await call(session, "GET", "?per_page=20&page=1")).json<AdvertisementListAnswer>();
    expect(first).toMatchObject({ current_page: 1, total_pages: 2, total_count: 21 });
    expect(first.advertisements.map((ad) => ad.id)).toEqual(ids.slice(1).reverse());
    const second = (await call(session, "GET", "?page=2")).json<AdvertisementListAnswer>();
    expect(second.advertisements.map((ad) => ad.id)).toEqual([ids[0]]);
    const past = (await call(session, "GET", "?page=3")).json<AdvertisementListAnswer>();
    expect(past).toEqual({ advertisements: [], current_page: 3, total_pages: 2, total_count: 21 });
    // The alias answers the same.
    const alias = await call(session, "GET", "?per_page=20&page=1", undefined, "/portal_announcements");
    expect(alias.json()).toEqual(first);
    for (const query of ["?page=0", "?per_page=21", "?page=abc"]) {
      const refused = await call(session, "GET", query);
      expect(refused.statusCode).toBe(422);
    }
  });

  it("lists and opens only announcements all of whose locations are the caller's", async () => {
    const { world, advertiser, siteAdvertiser, campsiteAdvertiser } = await given(
      "advertiser",
      "siteAdvertiser",
      "campsiteAdvertiser",
    );
    const onSite = await create(
      advertiser,
      formOf([site(world.hotelSites[0].id)], { starts_at: "2028-01-01", ends_at: "2028-01-02" }),
    );
    const onBoth = await create(
      advertiser,
      formOf([site(world.hotelSites[0].id), site(world.hotelSites[1].id)], {
        starts_at: "2028-02-01",
        ends_at: "2028-02-02",
      }),
    );
    const onChain = await create(
      advertiser,
      formOf([organism(world.hotels.id)], { starts_at: "2028-03-01", ends_at: "2028-03-02" }),
    );
    const listed = (await call(siteAdvertiser, "GET", "")).json<AdvertisementListAnswer>();
    const listedIds = listed.advertisements.map((ad) => ad.id);
    expect(listedIds).toContain(onSite.id);
    expect(listedIds).not.toContain(onBoth.id);
    expect(listedIds).not.toContain(onChain.id);
    expect(listed.total_count).toBe(listedIds.length);
    for (const hidden of [onBoth, onChain]) {
      expect((await call(siteAdvertiser, "GET", `/${hidden.id}`)).statusCode).toBe(404);
    }
    expect((await call(siteAdvertiser, "GET", `/${onSite.id}`)).statusCode).toBe(200);
    // Another customer's advertiser lists its own and none of the hotel chain's.
    const onCampsite = await create(
      campsiteAdvertiser,
      formOf([site(world.campsite.id)], { starts_at: "2028-01-01", ends_at: "2028-01-02" }),
    );
    const campsiteList = (await call(campsiteAdvertiser, "GET", "")).json<AdvertisementListAnswer>();
    expect(campsiteList.advertisements.map((ad) => ad.id)).toEqual([onCampsite.id]);
    expect(
      campsiteList.advertisements.every((ad) => ad.locations.every((l) => l.location_id === world.campsite.id)),
    ).toBe(true);
  });

  it("answers 404 for another customer's announcement, read, changed or deleted, and changes nothing", async () => {
    const { world, campsiteAdvertiser, advertiser } = await given("campsiteAdvertiser", "advertiser");
    const theirs = await create(
      campsiteAdvertiser,
      formOf([site(world.campsite.id)], { starts_at: "2028-04-01", ends_at: "2028-04-02" }),
    );
    const before = await t.db.select().from(advertisements).where(eq(advertisements.id, theirs.id));
    const change = {
      advertisement: formOf([site(world.hotelSites[0].id)], { starts_at: "2028-04-01", ends_at: "2028-04-02" }),
    };
    for (const [method, payload] of [["GET"], ["PUT", change], ["DELETE"]] as const) {
      const response = await call(advertiser, method, `/${theirs.id}`, payload);
      expect({ method, status: response.statusCode }).toEqual({ method, status: 404 });
    }
    for (const id of ["999999", "abc", "0", "2147483648"]) {
      expect((await call(advertiser, "GET", `/${id}`)).statusCode).toBe(404);
    }
    expect(await t.db.select().from(advertisements).where(eq(advertisements.id, theirs.id))).toEqual(before);
  });

  it("answers each docs/product.md#announcements-validation rule by field, the locale's on its own field", async () => {
    const { world, advertiser } = await given("advertiser");
    const html = Buffer.from("<html><script>alert(document.domain)</script></html>");
    const valid = formOf([site(world.hotelSites[0].id)], { starts_at: "2029-01-01", ends_at: "2029-01-02" });
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ["no internal title", { internal_title: "" }, { internal_title: ["formErrors.required"] }],
      [
        "an internal title of 51",
        { internal_title: "x".repeat(51) },
        { internal_title: [advertisementErrors.internalTitleTooLong] },
      ],
      ["no start", { starts_at: undefined }, { starts_at: ["formErrors.required"] }],
      ["no end", { ends_at: "" }, { ends_at: ["formErrors.required"] }],
      ["an end before the start", { ends_at: "2028-12-31" }, { ends_at: [advertisementErrors.endsBeforeStart] }],
      ["16 days", { ends_at: "2029-01-17" }, { ends_at: [advertisementErrors.tooLong] }],
      ["no location", { locations: [] }, { locations: [advertisementErrors.noLocation] }],
      [
        "German half filled",
        { public_title: { fr: "Petit-déjeuner", en: "Breakfast", de: "Frühstück" } },
        {
          "content.de": [advertisementErrors.localeIncomplete],
          "signature.de": [advertisementErrors.localeIncomplete],
        },
      ],
      [
        "English without its signature",
        { signature: { fr: "La réception" } },
        { "signature.en": [advertisementErrors.localeIncomplete] },
      ],
      [
        "no locale",
        { public_title: {}, content: {}, signature: {} },
        {
          "public_title.fr": [advertisementErrors.noCompleteLocale],
          "content.fr": [advertisementErrors.noCompleteLocale],
          "signature.fr": [advertisementErrors.noCompleteLocale],
        },
      ],
      [
        "a title of 51",
        { public_title: { fr: "x".repeat(51), en: "Breakfast" } },
        { "public_title.fr": [advertisementErrors.publicTitleTooLong] },
      ],
      [
        "a content of 351",
        { content: { fr: "x".repeat(351), en: "Served" } },
        { "content.fr": [advertisementErrors.contentTooLong] },
      ],
      [
        "a signature of 51",
        { signature: { fr: "La réception", en: "x".repeat(51) } },
        { "signature.en": [advertisementErrors.signatureTooLong] },
      ],
      [
        "a fallback not complete",
        { fallback_language: "de" },
        { fallback_language: [advertisementErrors.fallbackIncomplete] },
      ],
      [
        "a GIF",
        { image: { name: "a.gif", base64: Buffer.from("GIF89a\u0001\u0000\u0001\u0000").toString("base64") } },
        { image: [advertisementErrors.imageType] },
      ],
      [
        "a PNG header fronting an HTML page",
        { image: { name: "a.png", base64: base64Of(Buffer.concat([pngBytes(1200, 600), html])) } },
        { image: [advertisementErrors.imageUnreadable] },
      ],
      [
        "a small PNG declaring 8000 × 8000",
        { image: { name: "a.png", base64: base64Of(await pngDeclaring(8000, 8000)) } },
        { image: [advertisementErrors.imageDimensions] },
      ],
    ];
    for (const [name, change, errors] of cases) {
      const response = await call(advertiser, "POST", "", { advertisement: { ...valid, ...change } });
      expect({ name, status: response.statusCode, errors: errorsOf(response) }).toEqual({ name, status: 422, errors });
    }
    // Every broken rule at once.
    const all = await call(advertiser, "POST", "", {
      advertisement: { ...valid, internal_title: "", ends_at: "2028-12-01", locations: [] },
    });
    expect(Object.keys(errorsOf(all)).sort()).toEqual(["ends_at", "internal_title", "locations"]);
    expect((await call(advertiser, "POST", "", {})).json()).toMatchObject({
      errors: { advertisement: expect.any(Array) },
    });
  });

  it("refuses locations outside the caller's scope alike, whether another customer's, a sibling site or unknown", async () => {
    const { world, siteAdvertiser, advertiser } = await given("siteAdvertiser", "advertiser");
    const period = { starts_at: "2029-02-01", ends_at: "2029-02-02" };
    const response = await call(siteAdvertiser, "POST", "", {
      advertisement: formOf(
        [
          site(world.hotelSites[0].id),
          site(world.hotelSites[1].id),
          site(world.campsite.id),
          site(999_999),
          organism(world.hotels.id),
        ],
        period,
      ),
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ApiErrorBody>();
    expect(body.errors).toEqual({ locations: [advertisementErrors.unauthorizedLocations] });
    expect(body.error).toEqual({
      code: "unauthorized_locations",
      message: expect.any(String),
      locations: [
        `Site-${world.hotelSites[1].id}`,
        `Site-${world.campsite.id}`,
        "Site-999999",
        `Organism-${world.hotels.id}`,
      ],
    });
    // An unknown one and another customer's read the same.
    const unknown = await call(advertiser, "POST", "", { advertisement: formOf([site(999_998)], period) });
    const foreign = await call(advertiser, "POST", "", { advertisement: formOf([site(world.campsite.id)], period) });
    expect(unknown.json<ApiErrorBody>().error?.locations).toEqual(["Site-999998"]);
    expect(foreign.json<ApiErrorBody>().error?.locations).toEqual([`Site-${world.campsite.id}`]);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(foreign.json()));
  });

  it("refuses overlapping announcements, organism-wide against its sites, listing them by start", async () => {
    const { world, advertiser, campsiteAdvertiser, siteAdvertiser } = await given(
      "advertiser",
      "campsiteAdvertiser",
      "siteAdvertiser",
    );
    const chainWide = await create(
      advertiser,
      formOf([organism(world.hotels.id)], { starts_at: "2029-03-05", ends_at: "2029-03-10" }),
    );
    const onSite = await create(
      advertiser,
      formOf([site(world.hotelSites[1].id)], { starts_at: "2029-03-11", ends_at: "2029-03-15" }),
    );
    // Adjacent days do not overlap: ends the 4th, the next starts the 5th.
    await create(
      advertiser,
      formOf([site(world.hotelSites[0].id)], { starts_at: "2029-03-01", ends_at: "2029-03-04" }),
    );
    const refused = await call(advertiser, "POST", "", {
      advertisement: formOf([site(world.hotelSites[1].id)], { starts_at: "2029-03-10", ends_at: "2029-03-11" }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { overlapping_advertisements: [advertisementErrors.overlapping] },
      overlapping_advertisements: [
        { id: chainWide.id, internal_title: "Petit-déjeuner", starts_at: "2029-03-05", ends_at: "2029-03-10" },
        { id: onSite.id, internal_title: "Petit-déjeuner", starts_at: "2029-03-11", ends_at: "2029-03-15" },
      ],
    });
    // An organism-wide one against one on its site.
    const wide = await call(advertiser, "POST", "", {
      advertisement: formOf([organism(world.hotels.id)], { starts_at: "2029-03-15", ends_at: "2029-03-16" }),
    });
    expect(wide.json<ApiErrorBody>().overlapping_advertisements?.map((ad) => ad.id)).toEqual([onSite.id]);
    // Another customer's organism is not touched.
    await create(
      campsiteAdvertiser,
      formOf([organism(world.campsites.id)], { starts_at: "2029-03-05", ends_at: "2029-03-10" }),
    );
    // One the caller cannot open shows without id nor title.
    const fromSite = await call(siteAdvertiser, "POST", "", {
      advertisement: formOf([site(world.hotelSites[0].id)], { starts_at: "2029-03-04", ends_at: "2029-03-06" }),
    });
    expect(fromSite.json<ApiErrorBody>().overlapping_advertisements).toEqual([
      { id: expect.any(Number), internal_title: "Petit-déjeuner", starts_at: "2029-03-01", ends_at: "2029-03-04" },
      { id: null, internal_title: null, starts_at: "2029-03-05", ends_at: "2029-03-10" },
    ]);
    // Editing leaves the announcement itself out.
    const moved = await call(advertiser, "PUT", `/${onSite.id}`, {
      advertisement: formOf([site(world.hotelSites[1].id)], { starts_at: "2029-03-12", ends_at: "2029-03-16" }),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ advertisement: Advertisement }>().advertisement).toMatchObject({ starts_at: "2029-03-12" });
  });

  it("filters the list by text, state, location (where guests see it) and language, counting what passes", async () => {
    const chain = await insertOrganism(t.db);
    const [first, second] = [
      await insertSite(t.db, { organismId: chain.id }),
      await insertSite(t.db, { organismId: chain.id }),
    ];
    const owner = await insertUser(t.db, {
      roles: ["portal_advertisement"],
      locations: [{ type: "Organism", id: chain.id }],
    });
    const session = await signInAs(t.app, owner);
    // Today is 10 June 2026 (Paris).
    const passed = await create(
      session,
      formOf([site(first.id)], { starts_at: "2026-06-01", ends_at: "2026-06-05" }, { internal_title: "Travaux" }),
    );
    const current = await create(
      session,
      formOf(
        [organism(chain.id)],
        { starts_at: "2026-06-08", ends_at: "2026-06-12" },
        {
          internal_title: "Spa",
          public_title: { de: "Wellness" },
          content: { de: "Offen" },
          signature: { de: "Team" },
        },
      ),
    );
    const coming = await create(
      session,
      formOf([site(second.id)], { starts_at: "2026-07-01", ends_at: "2026-07-02" }, { internal_title: "Concert" }),
    );
    const ids = async (query: string) => {
      const answer = (await call(session, "GET", query)).json<AdvertisementListAnswer>();
      expect(answer.total_count).toBe(answer.advertisements.length);
      return answer.advertisements.map((ad) => ad.id).sort((a, b) => a - b);
    };
    expect(await ids("?state=passed")).toEqual([passed.id]);
    expect(await ids("?state=current")).toEqual([current.id]);
    expect(await ids("?state=coming")).toEqual([coming.id]);
    // A site: its own and its organism's; an organism: its own and its sites'.
    expect(await ids(`?site_id=${first.id}`)).toEqual([passed.id, current.id]);
    expect(await ids(`?organism_id=${chain.id}`)).toEqual([passed.id, current.id, coming.id]);
    expect(await ids("?language=de")).toEqual([current.id]);
    // The internal title, or any locale's text, case left aside.
    expect(await ids("?q=travaux")).toEqual([passed.id]);
    expect(await ids("?q=wellness")).toEqual([current.id]);
    expect(await ids(`?q=%25&site_id=${second.id}`)).toEqual([]);
    expect(await ids(`?state=current&site_id=${second.id}`)).toEqual([current.id]);
    // Another customer's site names nothing of theirs, though it has announcements.
    const { world, campsiteAdvertiser } = await given("campsiteAdvertiser");
    await create(
      campsiteAdvertiser,
      formOf([site(world.campsite.id)], { starts_at: "2026-06-08", ends_at: "2026-06-12" }, { internal_title: "Spa" }),
    );
    expect(await ids(`?site_id=${world.campsite.id}`)).toEqual([]);
    expect((await call(session, "GET", "?state=soon")).statusCode).toBe(422);
  });

  it("answers the days other announcements hold on some locations, the caller's only, the edited one left out", async () => {
    const { world, advertiser, siteAdvertiser, campsiteAdvertiser, withoutRole } = await given(
      "advertiser",
      "siteAdvertiser",
      "campsiteAdvertiser",
      "withoutRole",
    );
    const chainWide = await create(
      advertiser,
      formOf([organism(world.hotels.id)], { starts_at: "2030-05-05", ends_at: "2030-05-10" }),
    );
    const onSite = await create(
      advertiser,
      formOf([site(world.hotelSites[1].id)], { starts_at: "2030-05-20", ends_at: "2030-05-22" }),
    );
    const takenOn = async (session: TestSession, query: string) => {
      const response = await call(session, "GET", `/taken_periods?${query}`);
      expect(response.statusCode).toBe(200);
      return response
        .json<AdvertisementTakenPeriodsAnswer>()
        .taken_periods.filter((period) => period.starts_at.startsWith("2030-05"));
    };
    expect(await takenOn(advertiser, `locations=Site-${world.hotelSites[1].id}`)).toEqual([
      { id: chainWide.id, internal_title: "Petit-déjeuner", starts_at: "2030-05-05", ends_at: "2030-05-10" },
      { id: onSite.id, internal_title: "Petit-déjeuner", starts_at: "2030-05-20", ends_at: "2030-05-22" },
    ]);
    expect(
      (await takenOn(advertiser, `locations=Site-${world.hotelSites[1].id}&except=${onSite.id}`)).map((p) => p.id),
    ).toEqual([chainWide.id]);
    // From a site's account: the organism-wide one is not theirs to open, its days still taken.
    expect(await takenOn(siteAdvertiser, `locations=Site-${world.hotelSites[0].id}`)).toEqual([
      { id: null, internal_title: null, starts_at: "2030-05-05", ends_at: "2030-05-10" },
    ]);
    // Locations outside the caller's scope are left out: nothing read of them.
    expect(await takenOn(campsiteAdvertiser, `locations=Organism-${world.hotels.id}`)).toEqual([]);
    expect(await takenOn(advertiser, "locations=")).toEqual([]);
    expect((await call(advertiser, "GET", "/taken_periods?locations=Room-3")).statusCode).toBe(422);
    expect((await call(withoutRole, "GET", "/taken_periods?locations=Site-1")).statusCode).toBe(403);
  });

  it("stores the image written again under its base name, its address naming the stored bytes", async () => {
    const { world, advertiser } = await given("advertiser");
    const junk = Buffer.from("<html><body>not an image</body></html>");
    // A camera's JPEG, turned by its EXIF (which also says where it was taken), with bytes after its end.
    const photo = await decodableJpeg(64, 32, { description: "Chez nous, 48.85 N 2.35 E", orientation: 6 });
    const saves = [
      { name: "../../../etc/passwd.png", bytes: await decodablePng(200, 100), stored: "passwd.png", size: [200, 100] },
      { name: "C:\\fakepath\\photo.jpg", bytes: Buffer.concat([photo, junk]), stored: "photo.jpg", size: [32, 64] },
      { name: "..", bytes: await decodablePng(100, 100), stored: "image.png", size: [100, 100] },
    ];
    for (const [index, save] of saves.entries()) {
      const day = `2029-06-0${index + 1}`;
      const image = { name: save.name, base64: base64Of(save.bytes) };
      const created = await create(
        advertiser,
        formOf([site(world.hotelSites[0].id)], { starts_at: day, ends_at: day }, { image }),
      );
      expect(created.image).toMatchObject({ name: save.stored, width: save.size[0], height: save.size[1] });
      const [row] = await t.db
        .select({ imageName: advertisements.imageName })
        .from(advertisements)
        .where(eq(advertisements.id, created.id));
      expect(row?.imageName).toBe(save.stored);
      const served = await t.app.inject({ method: "GET", url: created.image?.url ?? "" });
      const bytes = served.rawPayload;
      expect(created.image?.size).toBe(bytes.length);
      const digest = createHash("sha256").update(bytes).digest("hex");
      expect(created.image?.url).toBe(`/api/portal/announcement-images/${digest}`);
      expect(bytes.toString("latin1")).not.toMatch(/<html>|48\.85 N/);
    }
  });

  it("keeps, removes or replaces the image on PUT", async () => {
    const { world, advertiser } = await given("advertiser");
    const period = { starts_at: "2029-04-01", ends_at: "2029-04-02" };
    const locations = [site(world.hotelSites[0].id)];
    const created = await create(
      advertiser,
      formOf(locations, period, { image: { name: "one.png", base64: await base64Png(800, 600) } }),
    );
    const put = async (extra: Record<string, unknown>) => {
      const response = await call(advertiser, "PUT", `/${created.id}`, {
        advertisement: formOf(locations, period, extra),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ advertisement: Advertisement }>().advertisement;
    };
    const kept = await put({ internal_title: "Changé" });
    expect(kept.image).toEqual(created.image);
    expect(kept.internal_title).toBe("Changé");
    const replaced = await put({ image: { name: "two.png", base64: await base64Png(1024, 512) } });
    expect(replaced.image).toMatchObject({ name: "two.png", width: 1024, height: 512 });
    expect(replaced.image?.url).not.toBe(created.image?.url);
    const removed = await put({ image: null });
    expect(removed.image).toBeNull();
    expect((await call(advertiser, "GET", `/${created.id}`)).json()).toEqual({ advertisement: removed });
  });

  it("takes the largest image in a JSON body above the default megabyte, and refuses a bigger one by field", async () => {
    const { world, advertiser } = await given("advertiser");
    const period = { starts_at: "2029-08-01", ends_at: "2029-08-02" };
    // A real PNG padded with zeros to the size sent; what is stored is the image alone, written again.
    const png = await decodablePng(1600, 900);
    const imageOf = (length: number) => {
      const bytes = new Uint8Array(length);
      bytes.set(png);
      return { name: "large.png", base64: base64Of(bytes) };
    };
    const largest = formOf([site(world.hotelSites[0].id)], period, {
      image: imageOf(advertisementLimits.imageMaxBytes),
    });
    const created = await create(advertiser, largest);
    expect(created.image).toMatchObject({ width: 1600, height: 900 });
    expect(created.image?.size).toBeLessThan(png.length * 2);
    const tooBig = await call(advertiser, "PUT", `/${created.id}`, {
      advertisement: { ...largest, image: imageOf(advertisementLimits.imageMaxBytes + 1) },
    });
    expect(tooBig.statusCode).toBe(422);
    expect(Object.keys(errorsOf(tooBig))).toEqual(["image"]);
  });

  it("deletes, then answers 404; the alias path does the same", async () => {
    const { world, advertiser } = await given("advertiser");
    const period = { starts_at: "2029-05-01", ends_at: "2029-05-02" };
    const first = await create(advertiser, formOf([site(world.hotelSites[0].id)], period));
    expect((await call(advertiser, "DELETE", `/${first.id}`)).statusCode).toBe(204);
    expect((await call(advertiser, "GET", `/${first.id}`)).statusCode).toBe(404);
    expect((await call(advertiser, "DELETE", `/${first.id}`)).statusCode).toBe(404);
    const alias = "/portal_announcements";
    const created = await call(
      advertiser,
      "POST",
      "",
      { advertisement: formOf([site(world.hotelSites[0].id)], period) },
      alias,
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ advertisement: Advertisement }>().advertisement;
    expect((await call(advertiser, "GET", `/${id}`, undefined, alias)).json()).toEqual(
      (await call(advertiser, "GET", `/${id}`)).json(),
    );
    expect((await call(advertiser, "DELETE", `/${id}`, undefined, alias)).statusCode).toBe(204);
  });

  // On PostgreSQL, where the two saves really run at once (PGlite has one connection): several rounds.
  it.runIf(engine === "postgres")("lets only one of two overlapping saves made at once pass", async () => {
    const { world, advertiser } = await given("advertiser");
    for (let round = 1; round <= 5; round += 1) {
      const day = (n: number) => `2029-07-${String(round * 5 + n).padStart(2, "0")}`;
      const answers = await Promise.all([
        call(advertiser, "POST", "", {
          advertisement: formOf([organism(world.hotels.id)], { starts_at: day(0), ends_at: day(2) }),
        }),
        call(advertiser, "POST", "", {
          advertisement: formOf([site(world.hotelSites[1].id)], { starts_at: day(2), ends_at: day(3) }),
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    }
  });
});
