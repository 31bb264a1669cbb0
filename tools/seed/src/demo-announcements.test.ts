import { inflateSync } from "node:zlib";
import {
  advertisementInputSchema,
  advertisementPeriodsOverlap,
  advertisementState,
  calendarDayOf,
} from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { demoScales } from "./demo-scale";
import { generateDemoData } from "./generate-demo-data";

const now = new Date("2026-11-20T10:00:00.000Z");

describe("the demo's portal announcements", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const { announcements, locations, images } = data.announcements;
  const today = calendarDayOf(now);
  const siteOrganism = new Map(data.sites.map((site) => [site.id, site.organismId]));

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateDemoData(demoCatalogue, 1, { now }).announcements).toEqual(data.announcements);
    expect(generateDemoData(demoCatalogue, 2, { now }).announcements.announcements).not.toEqual(announcements);
  });

  it("gives the admin more than a page of 20, in each state of docs/product.md#announcements-states", () => {
    expect(announcements.length).toBeGreaterThanOrEqual(21);
    const states = announcements.map((a) => advertisementState({ starts_at: a.startsAt, ends_at: a.endsAt }, today));
    for (const state of ["passed", "current", "coming"] as const) {
      expect(states.filter((s) => s === state).length, state).toBeGreaterThanOrEqual(5);
    }
  });

  it("keeps every rule of docs/product.md#announcements-validation: each would save through the console's own schema", () => {
    for (const announcement of announcements) {
      const located = locations.filter((location) => location.advertisementId === announcement.id);
      const result = advertisementInputSchema.safeParse({
        internal_title: announcement.internalTitle,
        public_title: announcement.publicTitle,
        content: announcement.content,
        signature: announcement.signature,
        starts_at: announcement.startsAt,
        ends_at: announcement.endsAt,
        fallback_language: announcement.fallbackLanguage,
        locations: located.map((location) => ({
          location_type: location.locationType,
          location_id: location.organismId ?? location.siteId,
        })),
      });
      expect(result.error?.issues ?? [], announcement.internalTitle).toEqual([]);
    }
  });

  it("writes in several languages: French alone, two, three and all six", () => {
    const counts = new Set(announcements.map((a) => Object.keys(a.publicTitle).length));
    expect(counts).toContain(1);
    expect(counts).toContain(2);
    expect(counts).toContain(3);
    expect(counts).toContain(6);
    expect(new Set(announcements.map((a) => a.fallbackLanguage))).toEqual(new Set(["fr", "en"]));
  });

  it("never has two announcements on one location on one day, an organism's covering its sites", () => {
    // The sites each announcement is shown on.
    const shownOn = (id: number) =>
      locations
        .filter((location) => location.advertisementId === id)
        .flatMap((location) =>
          location.siteId !== null
            ? [location.siteId]
            : data.sites.filter((site) => site.organismId === location.organismId).map((site) => site.id),
        );
    const period = (a: (typeof announcements)[number]) => ({ starts_at: a.startsAt, ends_at: a.endsAt });
    for (const a of announcements) {
      for (const b of announcements) {
        if (a.id >= b.id || !advertisementPeriodsOverlap(period(a), period(b))) continue;
        const shared = shownOn(a.id).filter((site) => shownOn(b.id).includes(site));
        expect(shared, `${a.id} and ${b.id}`).toEqual([]);
      }
    }
  });

  it("puts some on sites and some on whole organisms, of several kinds of customer", () => {
    expect(locations.filter((location) => location.locationType === "Organism").length).toBeGreaterThanOrEqual(3);
    const organismsShown = new Set(
      locations.map((location) => location.organismId ?? siteOrganism.get(location.siteId ?? 0)),
    );
    const kinds = new Set(data.organisms.filter((o) => organismsShown.has(o.id)).map((o) => o.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });

  it("is written by accounts allowed to, on their own customers", () => {
    const users = new Map(data.users.map((user) => [user.id, user]));
    for (const announcement of announcements) {
      const author = users.get(announcement.userId);
      expect(author?.state).toBe("confirmed");
      if (!author || author.admin) continue;
      expect(author.roleFlags).toContain("portal_advertisement");
      const location = locations.find((l) => l.advertisementId === announcement.id);
      const organismId = location?.organismId ?? siteOrganism.get(location?.siteId ?? 0);
      expect(author.organismIds).toContain(organismId);
    }
    expect(new Set(announcements.map((a) => a.userId)).size).toBeGreaterThanOrEqual(2);
    expect(announcements.every((a) => a.createdAt.getTime() <= now.getTime())).toBe(true);
  });

  it("gives some a picture: valid landscape PNGs, each stored once", () => {
    const withImage = announcements.filter((a) => a.imageDigest !== null);
    expect(withImage.length).toBeGreaterThanOrEqual(3);
    expect(withImage.every((a) => a.imageName?.endsWith(".png"))).toBe(true);
    expect(new Set(withImage.map((a) => a.imageDigest))).toEqual(new Set(images.map((image) => image.digest)));
    for (const image of images) {
      expect(image.width).toBeGreaterThan(image.height);
      const bytes = Buffer.from(image.image);
      expect(bytes.subarray(1, 4).toString()).toBe("PNG");
      expect(bytes.readUInt32BE(16)).toBe(image.width);
      expect(bytes.readUInt32BE(20)).toBe(image.height);
      // The IDAT inflates to one filter byte and three bytes a pixel for each row.
      const idatLength = bytes.readUInt32BE(33);
      expect(bytes.subarray(37, 41).toString()).toBe("IDAT");
      const pixels = inflateSync(bytes.subarray(41, 41 + idatLength));
      expect(pixels.length).toBe(image.height * (1 + 3 * image.width));
      expect(image.byteSize).toBe(bytes.length);
    }
  });

  // The large plan takes seconds to draw (3,000 sites, a million coupons), more on a busy machine.
  it("has the same announcements at the large scale", { timeout: 60_000 }, () => {
    const large = generateDemoData(demoCatalogue, 1, { now, scale: demoScales.large });
    expect(large.announcements.announcements.length).toBe(announcements.length);
  });
});
