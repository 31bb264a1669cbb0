import {
  type Advertisement,
  type AdvertisementListAnswer,
  advertisementErrors,
  advertisementLocales,
} from "@ondine/domain";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { advertisements, auditEvents } from "../../db/schema";
import { decodablePng } from "../../test/decodable-images";
import { insertTenancyFixture } from "../../test/tenancy-fixture";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { apiTokenOf } from "./graphql-test-setup";

// docs/advertisements.md, docs/api.md "GraphQL": portal announcements through GraphQL, with the
// /portal_annoucements calls' role, scope, rules and security log.

type Answer<Data> = {
  data?: Data | null;
  errors?: {
    message: string;
    extensions?: { code?: string; errors?: Record<string, string[]> } & Record<string, unknown>;
  }[];
};

type AnnouncementNode = Record<string, unknown> & {
  id: string;
  internalTitle: string;
  image: (Record<string, unknown> & { digest: string; name: string; url: string }) | null;
};

type Page = {
  announcements: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: AnnouncementNode[];
  };
};

const texts = "fr en de es nl zh";
const announcementFields = `id internalTitle publicTitle { ${texts} } content { ${texts} } signature { ${texts} }
  startsOn endsOn fallbackLanguage state image { digest url name size contentType width height }
  locations { type id name } author { firstName lastName } createdAt updatedAt`;

const page = `query Page($first: Int, $after: String, $q: String, $state: AnnouncementState, $siteId: ID,
  $organismId: ID, $language: Language) {
  announcements(first: $first, after: $after, q: $q, state: $state, siteId: $siteId, organismId: $organismId,
    language: $language) {
    totalCount pageInfo { hasNextPage endCursor } nodes { ${announcementFields} } } }`;
const one = `query One($id: ID!) { announcement(id: $id) { ${announcementFields} } }`;
const create = `mutation Create($input: AnnouncementInput!) { createAnnouncement(input: $input) { ${announcementFields} } }`;
const update = `mutation Update($id: ID!, $input: AnnouncementInput!) {
  updateAnnouncement(id: $id, input: $input) { ${announcementFields} } }`;
const remove = "mutation Delete($id: ID!) { deleteAnnouncement(id: $id) }";

type Location = { type: "SITE" | "ORGANISM"; id: string };

/** A valid announcement's input on `locations`, French and English complete. */
function inputOf(locations: Location[], period: { startsOn: string; endsOn: string }, extra = {}) {
  return {
    internalTitle: "Petit-déjeuner",
    publicTitle: { fr: "Petit-déjeuner", en: "Breakfast" },
    content: { fr: "Servi de 7 h à 10 h", en: "Served from 7 to 10 am" },
    signature: { fr: "La réception", en: "The front desk" },
    ...period,
    locations,
    ...extra,
  };
}

/** What GraphQL answers for an announcement of the REST calls: the same fields, camelCase, enums in capitals. */
function expectedNode(advertisement: Advertisement): AnnouncementNode {
  const textsOf = (values: Advertisement["public_title"]) =>
    Object.fromEntries(advertisementLocales.map((locale) => [locale, values[locale] ?? null]));
  const { image, user } = advertisement;
  return {
    id: String(advertisement.id),
    internalTitle: advertisement.internal_title,
    publicTitle: textsOf(advertisement.public_title),
    content: textsOf(advertisement.content),
    signature: textsOf(advertisement.signature),
    startsOn: advertisement.starts_at,
    endsOn: advertisement.ends_at,
    fallbackLanguage: advertisement.fallback_language.toUpperCase(),
    state: advertisement.state.toUpperCase(),
    image: image && {
      digest: image.url.split("/").at(-1) ?? "",
      url: image.url,
      name: image.name,
      size: image.size,
      contentType: image.content_type,
      width: image.width,
      height: image.height,
    },
    locations: advertisement.locations.map((location) => ({
      type: location.location_type.toUpperCase(),
      id: String(location.location_id),
      name: location.name,
    })),
    author: user && { firstName: user.firstname, lastName: user.lastname },
    createdAt: advertisement.created_at,
    updatedAt: advertisement.updated_at,
  };
}

describe.each(testEngines)("portal announcements through GraphQL on %s", (engine) => {
  // 10 June 2026 in Paris: announcements before it passed, after it coming.
  const t = useTestApp(engine, { now: new Date("2026-06-10T10:00:00.000Z") });

  /**
   * The tenancy fixture's two customers: an announcer on the hotel chain (and a colleague's read-only token),
   * an api-only account there, and the campsites' announcer.
   */
  async function world() {
    const fixture = await insertTenancyFixture(t.db);
    const onHotels = [{ type: "Organism" as const, id: fixture.hotels.id }];
    const role = ["api", "portal_advertisement"] as const;
    const advertiser = await insertUser(t.db, {
      roles: role,
      locations: onHotels,
      firstName: "Hélène",
      lastName: "Annonces",
    });
    const colleague = await insertUser(t.db, { roles: role, locations: onHotels });
    const apiOnly = await insertUser(t.db, { roles: ["api"], locations: onHotels });
    const rival = await insertUser(t.db, { roles: role, locations: [{ type: "Organism", id: fixture.campsites.id }] });
    const site = (id: number): Location => ({ type: "SITE", id: String(id) });
    return {
      fixture,
      hotelSite: site(fixture.hotelSites[0].id),
      otherHotelSite: site(fixture.hotelSites[1].id),
      hotels: { type: "ORGANISM", id: String(fixture.hotels.id) } as Location,
      campsite: site(fixture.campsite.id),
      token: await apiTokenOf(t.app, advertiser),
      readOnlyToken: await apiTokenOf(t.app, colleague, { read_only: true }),
      apiOnlyToken: await apiTokenOf(t.app, apiOnly),
      rivalToken: await apiTokenOf(t.app, rival),
    };
  }

  const ask = async <Data>(token: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/graphql",
      headers: { "x-api-token": token, "content-type": "application/json" },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json<Answer<Data>>();
  };
  const rest = async <Body>(token: string, method: "GET" | "POST", url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url: `/api/portal_annoucements${url}`,
      headers: { "x-api-token": token, ...(payload ? { "content-type": "application/json" } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
    expect(response.statusCode, response.body).toBe(method === "POST" ? 201 : 200);
    return response.json<Body>();
  };
  /** An announcement made by the REST call (the only way to upload an image), on `Site-id` locations. */
  const restCreate = async (token: string, siteIds: number[], period: [string, string], extra = {}) =>
    (
      await rest<{ advertisement: Advertisement }>(token, "POST", "", {
        advertisement: {
          internal_title: "Piscine",
          public_title: { fr: "Piscine", de: "Schwimmbad" },
          content: { fr: "Ouverte de 9 h à 19 h", de: "Geöffnet von 9 bis 19 Uhr" },
          signature: { fr: "La direction", de: "Die Direktion" },
          starts_at: period[0],
          ends_at: period[1],
          locations: siteIds.map((id) => ({ location_id: id, location_type: "Site" })),
          ...extra,
        },
      })
    ).advertisement;
  const pngImage = async () => ({
    name: "piscine.png",
    base64: Buffer.from(await decodablePng(640, 480)).toString("base64"),
  });
  const codesOf = (answer: Answer<unknown>) => answer.errors?.map((error) => error.extensions?.code);
  const rowsOf = (ids: number[]) =>
    t.db.select().from(advertisements).where(inArray(advertisements.id, ids)).orderBy(advertisements.id);

  it("lists the caller's announcements page by page and reads one, as the REST calls answer them", async () => {
    const { fixture, token, rivalToken } = await world();
    const [siteA, siteB] = fixture.hotelSites;
    const passed = await restCreate(token, [siteA.id], ["2026-06-01", "2026-06-05"]);
    const current = await restCreate(token, [siteA.id, siteB.id], ["2026-06-09", "2026-06-12"], {
      image: await pngImage(),
    });
    const coming = await restCreate(token, [siteB.id], ["2026-07-01", "2026-07-02"]);
    const theirs = await restCreate(rivalToken, [fixture.campsite.id], ["2026-06-09", "2026-06-12"]);

    const seen: AnnouncementNode[] = [];
    let after: string | null = null;
    for (let round = 0; round < 5; round += 1) {
      const answer: Answer<Page> = await ask<Page>(token, page, { first: 2, after });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.announcements.totalCount).toBe(3);
      seen.push(...(answer.data?.announcements.nodes ?? []));
      if (!answer.data?.announcements.pageInfo.hasNextPage) break;
      after = answer.data.announcements.pageInfo.endCursor;
    }
    const listed = await rest<AdvertisementListAnswer>(token, "GET", "?per_page=20&page=1");
    expect(listed.advertisements.map((ad) => ad.id)).toEqual([coming.id, current.id, passed.id]);
    expect(seen).toEqual(listed.advertisements.map(expectedNode));
    expect(seen.map((node) => node.id)).not.toContain(String(theirs.id));
    expect(seen[1]?.image?.name).toBe("piscine.png");

    // The list's filters, as the REST list reads them.
    const currentOnly = await ask<Page>(token, page, { state: "CURRENT" });
    expect(currentOnly.data?.announcements.nodes.map((node) => node.id)).toEqual([String(current.id)]);
    const onSiteB = await ask<Page>(token, page, { siteId: String(siteB.id), q: "piscine", language: "DE" });
    expect(onSiteB.data?.announcements.nodes.map((node) => node.id)).toEqual([String(coming.id), String(current.id)]);
    const inEnglish = await ask<Page>(token, page, { language: "EN" });
    expect(inEnglish.data?.announcements).toMatchObject({ totalCount: 0, nodes: [] });

    const read = await ask<{ announcement: AnnouncementNode }>(token, one, { id: String(current.id) });
    const fromRest = await rest<{ advertisement: Advertisement }>(token, "GET", `/${current.id}`);
    expect(read.data?.announcement).toEqual(expectedNode(fromRest.advertisement));
  });

  it("creates, changes and deletes an announcement as the REST calls do, with a stored image named by its digest", async () => {
    const { fixture, hotelSite, hotels, token } = await world();
    const withImage = await restCreate(token, [fixture.hotelSites[1].id], ["2026-08-01", "2026-08-02"], {
      image: await pngImage(),
    });
    const digest = withImage.image?.url.split("/").at(-1);
    const created = await ask<{ createAnnouncement: AnnouncementNode }>(token, create, {
      input: inputOf(
        [hotelSite, hotels, hotelSite],
        { startsOn: "2026-06-09", endsOn: "2026-06-12" },
        {
          imageDigest: digest,
          fallbackLanguage: "EN",
        },
      ),
    });
    expect(created.errors).toBeUndefined();
    const node = created.data?.createAnnouncement;
    expect(node).toMatchObject({
      internalTitle: "Petit-déjeuner",
      publicTitle: { fr: "Petit-déjeuner", en: "Breakfast", de: null },
      startsOn: "2026-06-09",
      endsOn: "2026-06-12",
      fallbackLanguage: "EN",
      state: "CURRENT",
      image: { digest, name: "piscine.png" },
      locations: [
        { type: "ORGANISM", id: String(fixture.hotels.id), name: fixture.hotels.name },
        { type: "SITE", id: String(fixture.hotelSites[0].id), name: fixture.hotelSites[0].name },
      ],
      author: { firstName: "Hélène", lastName: "Annonces" },
    });
    const id = node?.id ?? "";
    const fromRest = await rest<{ advertisement: Advertisement }>(token, "GET", `/${id}`);
    expect(node).toEqual(expectedNode(fromRest.advertisement));

    // The input whole, as the PUT's body: the image left out is kept, null removes it.
    t.clock.advance(60_000);
    const changed = await ask<{ updateAnnouncement: AnnouncementNode }>(token, update, {
      id,
      input: inputOf([hotelSite], { startsOn: "2026-06-10", endsOn: "2026-06-11" }, { internalTitle: "Brunch" }),
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateAnnouncement).toMatchObject({
      internalTitle: "Brunch",
      fallbackLanguage: "FR",
      image: { digest },
      locations: [{ type: "SITE", id: String(fixture.hotelSites[0].id) }],
      updatedAt: t.clock.now().toISOString(),
    });
    const withoutImage = await ask<{ updateAnnouncement: AnnouncementNode }>(token, update, {
      id,
      input: inputOf([hotelSite], { startsOn: "2026-06-10", endsOn: "2026-06-11" }, { imageDigest: null }),
    });
    expect(withoutImage.data?.updateAnnouncement.image).toBeNull();

    expect((await ask<{ deleteAnnouncement: string }>(token, remove, { id })).data).toEqual({ deleteAnnouncement: id });
    expect(codesOf(await ask(token, one, { id }))).toEqual(["NOT_FOUND"]);
    // The other announcement still shows the image.
    expect((await rowsOf([withImage.id]))[0]?.imageDigest).toBe(digest);
    const audited = await t.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(inArray(auditEvents.action, ["advertisement_created", "advertisement_updated", "advertisement_deleted"]));
    expect(
      audited.filter((event) => (event.details as { advertisement_id?: number }).advertisement_id === Number(id)),
    ).toEqual([
      { action: "advertisement_created", details: { advertisement_id: Number(id) } },
      { action: "advertisement_updated", details: { advertisement_id: Number(id) } },
      { action: "advertisement_updated", details: { advertisement_id: Number(id) } },
      { action: "advertisement_deleted", details: { advertisement_id: Number(id) } },
    ]);
  });

  it("answers the domain's field errors with the REST body's keys", async () => {
    const { fixture, hotelSite, campsite, token, rivalToken } = await world();
    const period = { startsOn: "2026-06-20", endsOn: "2026-06-21" };
    const errorsOf = async (input: Record<string, unknown>) => {
      const answer = await ask(token, create, { input });
      expect(codesOf(answer)).toEqual(["INVALID_PARAMETERS"]);
      return answer.errors?.[0]?.extensions;
    };
    expect(
      (
        await errorsOf(
          inputOf([hotelSite], period, { publicTitle: { fr: "Petit-déjeuner", en: "Breakfast", de: "Frühstück" } }),
        )
      )?.errors,
    ).toEqual({
      "content.de": [advertisementErrors.localeIncomplete],
      "signature.de": [advertisementErrors.localeIncomplete],
    });
    expect((await errorsOf(inputOf([hotelSite], { startsOn: "2026-06-20", endsOn: "2026-07-20" })))?.errors).toEqual({
      ends_at: [advertisementErrors.tooLong],
    });
    expect((await errorsOf(inputOf([], period)))?.errors).toEqual({ locations: [advertisementErrors.noLocation] });
    const outside = await errorsOf(inputOf([hotelSite, campsite], period));
    expect(outside?.errors).toEqual({ locations: [advertisementErrors.unauthorizedLocations] });
    expect(outside?.error).toMatchObject({
      code: "unauthorized_locations",
      locations: [`Site-${fixture.campsite.id}`],
    });
    // Sharing a day and a location with another.
    const first = await ask(token, create, { input: inputOf([hotelSite], period) });
    expect(first.errors).toBeUndefined();
    const overlapping = await errorsOf(inputOf([hotelSite], { startsOn: "2026-06-21", endsOn: "2026-06-22" }));
    expect(overlapping?.errors).toEqual({ overlapping_advertisements: [advertisementErrors.overlapping] });
    // Another customer's image, or no image at all, is no digest to name.
    const theirs = await restCreate(rivalToken, [fixture.campsite.id], ["2026-06-01", "2026-06-02"], {
      image: await pngImage(),
    });
    for (const imageDigest of [theirs.image?.url.split("/").at(-1), "0".repeat(64)]) {
      const later = { startsOn: "2026-09-01", endsOn: "2026-09-02" };
      expect((await errorsOf(inputOf([hotelSite], later, { imageDigest })))?.errors).toEqual({
        image: ["formErrors.invalid"],
      });
    }
  });

  it("needs the portal_advertisement role besides api, before reading anything", async () => {
    const { fixture, hotelSite, token, apiOnlyToken } = await world();
    const mine = await restCreate(token, [fixture.hotelSites[0].id], ["2026-06-01", "2026-06-02"]);
    const id = String(mine.id);
    const period = { startsOn: "2026-06-20", endsOn: "2026-06-21" };
    const answers = [
      await ask(apiOnlyToken, page),
      await ask(apiOnlyToken, one, { id }),
      await ask(apiOnlyToken, create, { input: inputOf([hotelSite], period) }),
      await ask(apiOnlyToken, update, { id, input: inputOf([hotelSite], period) }),
      await ask(apiOnlyToken, remove, { id }),
    ];
    expect(answers.map(codesOf)).toEqual([
      ["NOT_ALLOWED"],
      ["NOT_ALLOWED"],
      ["NOT_ALLOWED"],
      ["NOT_ALLOWED"],
      ["NOT_ALLOWED"],
    ]);
    expect(await rowsOf([mine.id])).toHaveLength(1);
    expect(await t.db.select().from(advertisements)).toHaveLength(1);
  });

  it("lets a read-only token list them and refuses it every change", async () => {
    const { fixture, hotelSite, token, readOnlyToken } = await world();
    const mine = await restCreate(token, [fixture.hotelSites[0].id], ["2026-06-01", "2026-06-02"]);
    const before = await rowsOf([mine.id]);
    const listed = await ask<Page>(readOnlyToken, page);
    expect(listed.data?.announcements.nodes.map((node) => node.id)).toEqual([String(mine.id)]);
    const id = String(mine.id);
    const period = { startsOn: "2026-06-20", endsOn: "2026-06-21" };
    for (const [query, variables] of [
      [create, { input: inputOf([hotelSite], period) }],
      [update, { id, input: inputOf([hotelSite], period) }],
      [remove, { id }],
    ] as const) {
      const refused = await ask(readOnlyToken, query, variables);
      expect(codesOf(refused)).toEqual(["NOT_ALLOWED"]);
      expect(refused.errors?.[0]?.message).toContain("read-only");
    }
    expect(await t.db.select().from(advertisements)).toEqual(before);
  });

  it("answers NOT_FOUND for another customer's announcement and never lists it", async () => {
    const { fixture, hotelSite, campsite, token, rivalToken } = await world();
    const theirs = await restCreate(rivalToken, [fixture.campsite.id], ["2026-06-01", "2026-06-02"]);
    const before = await rowsOf([theirs.id]);
    const id = String(theirs.id);
    const period = { startsOn: "2026-06-01", endsOn: "2026-06-02" };
    const answers = [
      await ask(token, one, { id }),
      await ask(token, update, { id, input: inputOf([hotelSite], period) }),
      await ask(token, remove, { id }),
      await ask(token, one, { id: "abc" }),
    ];
    expect(answers.map(codesOf)).toEqual([["NOT_FOUND"], ["NOT_FOUND"], ["NOT_FOUND"], ["NOT_FOUND"]]);
    expect(JSON.stringify(answers)).not.toContain("Piscine");
    // Their site as a filter reads nothing, as the REST list's site_id.
    const onTheirSite = await ask<Page>(token, page, { siteId: campsite.id });
    expect(onTheirSite.data?.announcements).toMatchObject({ totalCount: 0, nodes: [] });
    const fromRest = await rest<AdvertisementListAnswer>(token, "GET", `?site_id=${campsite.id}`);
    expect(fromRest.total_count).toBe(0);
    expect(await rowsOf([theirs.id])).toEqual(before);
    const mine = await ask<Page>(token, page);
    expect(mine.data?.announcements.nodes).toEqual([]);
    // Their announcement stays theirs.
    const read = await ask<{ announcement: AnnouncementNode }>(rivalToken, one, { id });
    expect(read.data?.announcement.id).toBe(id);
    expect((await t.db.select().from(advertisements).where(eq(advertisements.id, theirs.id))).length).toBe(1);
  });

  it("holds to its page sizes and cursors", async () => {
    const { token } = await world();
    for (const first of [0, 101]) {
      const refused = await ask(token, page, { first });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: "INVALID_PARAMETERS",
        errors: { first: ["formErrors.range_number"] },
      });
    }
    const badCursor = await ask(token, page, { after: "not-ours" });
    expect(badCursor.errors?.[0]?.extensions?.errors).toEqual({ after: ["formErrors.invalid"] });
    const hundred = await ask<Page>(token, page, { first: 100 });
    expect(hundred.errors).toBeUndefined();
  });
});
