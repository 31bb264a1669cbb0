import type { AdvertisementLocale, PortalAnnouncementAnswer } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { advertisementLocations, advertisements } from "../../db/schema";
import { decodablePng } from "../../test/decodable-images";
import { insertOrganism, type TestOrganism } from "../../test/organism-factory";
import { insertSite, type TestSite } from "../../test/site-factory";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { rateLimitRules } from "../rate-limits";
import { prepareAdvertisementImage, storeAdvertisementImage } from "./advertisement-image-store";

type Texts = Partial<Record<AdvertisementLocale, { title: string; content: string; signature: string }>>;

const frEn: Texts = {
  fr: { title: "Petit-déjeuner", content: "Servi de 7 h à 10 h.", signature: "La réception" },
  en: { title: "Breakfast", content: "Served from 7 to 10 am.", signature: "The front desk" },
};

let clientCount = 0;
/** A fresh client address, so that no test counts against another's rate limit. */
const nextClient = () => {
  clientCount += 1;
  return `10.19.${Math.floor(clientCount / 250)}.${clientCount % 250}`;
};

describe.each(testEngines)("the guest's portal announcement on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let organism: TestOrganism;
  // 10:00 in Paris on Monday 15 June 2026.
  const clock = createTestClock(new Date("2026-06-15T08:00:00.000Z"));

  // Tests share one app, clock and database: each test builds its own sites and reads only their announcements (the images' tests read the one site their block builds, and add nothing it shows), each call from an address of its own but in the rate limit's test; the clock only moves forward the rate limit's minute, but in the one test that takes it to the next Paris day and back.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock });
    organism = await insertOrganism(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const newSite = (organismId = organism.id) => insertSite(database.db, { organismId });

  /** An announcement straight into the tables (the console's rules are tested with its calls). */
  async function insertAnnouncement(values: {
    texts?: Texts;
    fallback?: AdvertisementLocale;
    startsAt?: string;
    endsAt?: string;
    sites?: TestSite[];
    organisms?: TestOrganism[];
    imageDigest?: string;
  }): Promise<number> {
    const texts = values.texts ?? frEn;
    const pick = (field: "title" | "content" | "signature") =>
      Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, text[field]]));
    const [row] = await database.db
      .insert(advertisements)
      .values({
        internalTitle: "Annonce",
        publicTitle: pick("title"),
        content: pick("content"),
        signature: pick("signature"),
        startsAt: values.startsAt ?? "2026-06-14",
        endsAt: values.endsAt ?? "2026-06-16",
        fallbackLanguage: values.fallback ?? "en",
        imageDigest: values.imageDigest ?? null,
        imageName: values.imageDigest ? "affiche.png" : null,
      })
      .returning({ id: advertisements.id });
    if (!row) throw new Error("no announcement inserted");
    const locations = [
      ...(values.sites ?? []).map((site) => ({ locationType: "Site" as const, siteId: site.id })),
      ...(values.organisms ?? []).map((o) => ({ locationType: "Organism" as const, organismId: o.id })),
    ];
    await database.db
      .insert(advertisementLocations)
      .values(locations.map((location) => ({ advertisementId: row.id, ...location })));
    return row.id;
  }

  const getAnnouncement = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url: `/api/portal/sites/${path}`, headers, remoteAddress: nextClient() });
  const announcementOf = async (path: string, headers: Record<string, string> = {}) => {
    const response = await getAnnouncement(path, headers);
    expect(response.statusCode).toBe(200);
    return (response.json() as PortalAnnouncementAnswer).announcement;
  };

  it("answers the current announcement in the language asked for, its texts and period", async () => {
    const site = await newSite();
    const id = await insertAnnouncement({ sites: [site], fallback: "fr" });
    expect(await announcementOf(`${site.id}/announcement?lang=en`)).toEqual({
      id,
      language: "en",
      title: "Breakfast",
      content: "Served from 7 to 10 am.",
      signature: "The front desk",
      starts_at: "2026-06-14",
      ends_at: "2026-06-16",
      image: null,
    });
  });

  it("falls back to the announcement's fallback language when the one asked for is not filled", async () => {
    const site = await newSite();
    await insertAnnouncement({ sites: [site], fallback: "en" });
    expect(await announcementOf(`${site.id}/announcement?lang=de`)).toMatchObject({
      language: "en",
      title: "Breakfast",
    });
    // An unknown or empty language reads the same way.
    expect(await announcementOf(`${site.id}/announcement?lang=xx`)).toMatchObject({ language: "en" });
    expect(await announcementOf(`${site.id}/announcement?lang=`)).toMatchObject({ language: "en" });
  });

  it("reads a regional tag by its language, from `lang` before Accept-Language", async () => {
    const site = await newSite();
    await insertAnnouncement({
      sites: [site],
      fallback: "fr",
      texts: { ...frEn, de: { title: "Frühstück", content: "Von 7 bis 10 Uhr.", signature: "Der Empfang" } },
    });
    expect(await announcementOf(`${site.id}/announcement?lang=de-CH`)).toMatchObject({
      language: "de",
      title: "Frühstück",
    });
    expect(await announcementOf(`${site.id}/announcement`, { "accept-language": "de-CH,de;q=0.9" })).toMatchObject({
      language: "de",
    });
    expect(await announcementOf(`${site.id}/announcement?lang=en`, { "accept-language": "de" })).toMatchObject({
      language: "en",
    });
    // Neither: the fallback, not the server's default language.
    expect(await announcementOf(`${site.id}/announcement`)).toMatchObject({ language: "fr" });
  });

  it("shows an announcement of the organism on each of its sites", async () => {
    const chain = await insertOrganism(database.db);
    const [first, second] = [await newSite(chain.id), await newSite(chain.id)];
    if (!first || !second) throw new Error("no sites");
    const id = await insertAnnouncement({ organisms: [chain] });
    expect(await announcementOf(`${first.id}/announcement`)).toMatchObject({ id });
    expect(await announcementOf(`${second.id}/announcement`)).toMatchObject({ id });
  });

  it("shows neither a coming nor a passed announcement, and counts days in Paris", async () => {
    const site = await newSite();
    await insertAnnouncement({ sites: [site], startsAt: "2026-06-16", endsAt: "2026-06-18" });
    await insertAnnouncement({ sites: [site], startsAt: "2026-06-01", endsAt: "2026-06-14" });
    expect(await announcementOf(`${site.id}/announcement`)).toBeNull();

    const lastDay = await newSite();
    const endingToday = await insertAnnouncement({ sites: [lastDay], startsAt: "2026-06-10", endsAt: "2026-06-15" });
    expect(await announcementOf(`${lastDay.id}/announcement`)).toMatchObject({ id: endingToday });

    // 23:30 UTC on the 15th is already the 16th in Paris: the coming one is current, the other passed.
    clock.advance(15.5 * 3_600_000);
    try {
      expect(await announcementOf(`${site.id}/announcement`)).toMatchObject({ starts_at: "2026-06-16" });
      expect(await announcementOf(`${lastDay.id}/announcement`)).toBeNull();
    } finally {
      clock.advance(-15.5 * 3_600_000);
    }
  });

  it("shows nothing of another site, even of the same organism", async () => {
    const [site, neighbour] = [await newSite(), await newSite()];
    await insertAnnouncement({ sites: [neighbour] });
    expect(await announcementOf(`${site.id}/announcement`)).toBeNull();
  });

  it("answers an unknown site, a site without announcement and a malformed id alike", async () => {
    const quiet = await newSite();
    const answers = await Promise.all(
      [`${quiet.id}`, "2147483000", "abc", "0", "-1", "99999999999999", "1.5"].map(async (id) => {
        const response = await getAnnouncement(`${id}/announcement?lang=fr`);
        return { status: response.statusCode, body: response.json() };
      }),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { announcement: null } });
  });

  it("chooses the latest start, then the highest id, when old data holds several", async () => {
    const chain = await insertOrganism(database.db);
    const site = await newSite(chain.id);
    await insertAnnouncement({ sites: [site], startsAt: "2026-06-12" });
    await insertAnnouncement({ sites: [site], startsAt: "2026-06-14" });
    const latest = await insertAnnouncement({ organisms: [chain], startsAt: "2026-06-14" });
    expect(await announcementOf(`${site.id}/announcement`)).toMatchObject({ id: latest });
  });

  it("may be cached a minute by anyone, per language", async () => {
    const site = await newSite();
    await insertAnnouncement({ sites: [site] });
    const response = await getAnnouncement(`${site.id}/announcement?lang=fr`);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(String(response.headers.vary).toLowerCase()).toContain("accept-language");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("limits the calls of one client address, not of others", async () => {
    const rule = rateLimitRules.portalAnnouncementPerIp;
    const site = await newSite();
    const call = (remoteAddress: string) =>
      app.inject({ method: "GET", url: `/api/portal/sites/${site.id}/announcement`, remoteAddress });
    const address = "10.20.0.1";
    for (let done = 0; done < rule.max; done += 50) {
      const statuses = await Promise.all(
        Array.from({ length: Math.min(50, rule.max - done) }, async () => (await call(address)).statusCode),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    }
    const refused = await call(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect((await call("10.20.0.2")).statusCode).toBe(200);
    clock.advance(rule.windowMs);
    expect((await call(address)).statusCode).toBe(200);
  });

  describe("images", () => {
    let png: Uint8Array;
    let stored: Awaited<ReturnType<typeof prepareAdvertisementImage>>;
    let digest: string;
    let site: TestSite;

    beforeAll(async () => {
      png = await decodablePng(1200, 600);
      stored = await prepareAdvertisementImage({ name: "affiche.png", base64: Buffer.from(png).toString("base64") });
      digest = (await storeAdvertisementImage(database.db, stored)).digest;
      site = await newSite();
      await insertAnnouncement({ sites: [site], imageDigest: digest });
    });

    const getImage = (path: string, headers: Record<string, string> = {}) =>
      app.inject({ method: "GET", url: `/api/portal/announcement-images/${path}`, headers });

    it("names the image by URL in the answer, with its size and type", async () => {
      expect((await announcementOf(`${site.id}/announcement`))?.image).toEqual({
        url: `/api/portal/announcement-images/${digest}`,
        width: 1200,
        height: 600,
        content_type: "image/png",
      });
    });

    it("serves the bytes, kept for good, with their digest as ETag", async () => {
      const response = await getImage(digest);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers.etag).toBe(`"${digest}"`);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(new Uint8Array(response.rawPayload)).toEqual(stored.bytes);
    });

    it("may be shown by a portal of another origin, unlike the rest of the API", async () => {
      // Helmet sends same-origin on every answer; a captive portal's <img> needs cross-origin here.
      for (const held of [{}, { "if-none-match": `"${digest}"` }] as Record<string, string>[]) {
        const response = await getImage(digest, held);
        expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      }
      const announcement = await getAnnouncement(`${site.id}/announcement`);
      expect(announcement.headers["cross-origin-resource-policy"]).toBe("same-origin");
      const unknown = await getImage("0".repeat(64));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers["cross-origin-resource-policy"]).toBe("same-origin");
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.headers["cross-origin-resource-policy"]).toBe("same-origin");
    });

    it("answers 304 to a caller holding it", async () => {
      for (const held of [`"${digest}"`, `W/"${digest}"`, `"${"0".repeat(64)}", "${digest}"`, "*"]) {
        const response = await getImage(digest, { "if-none-match": held });
        expect(response.statusCode).toBe(304);
        expect(response.rawPayload.length).toBe(0);
      }
      expect((await getImage(digest, { "if-none-match": `"${"0".repeat(64)}"` })).statusCode).toBe(200);
    });

    it("answers 404 for an unknown or malformed digest", async () => {
      for (const path of ["0".repeat(64), digest.toUpperCase(), digest.slice(1), "abc", `${digest}x`]) {
        expect((await getImage(path)).statusCode).toBe(404);
      }
    });

    it("stores the same picture once", async () => {
      const again = await prepareAdvertisementImage({
        name: "other-name.png",
        base64: `data:image/png;base64,${Buffer.from(png).toString("base64")}`,
      });
      expect(await storeAdvertisementImage(database.db, again)).toEqual({
        digest,
        contentType: "image/png",
        byteSize: stored.bytes.length,
        width: 1200,
        height: 600,
      });
    });
  });
});
