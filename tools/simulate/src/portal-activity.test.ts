import { describe, expect, it } from "vitest";
import type { DemoPlan, SimulatedSite } from "./demo-plan";
import { parisClock } from "./paris-clock";
import {
  createCodeBook,
  type PortalActivityBody,
  portalActivityBatches,
  portalSlotActivity,
  portalSlotMs,
  signUpsPerHour,
} from "./portal-activity";
import { simulatedHotel } from "./simulated-site-fixtures";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const monday = Date.parse("2026-11-16T00:00:00Z");

const site = (siteId: number, extra: Partial<SimulatedSite> = {}): SimulatedSite =>
  simulatedHotel(siteId, {
    accessPoints: Array.from({ length: 8 }, (_, index) => `02:00:00:00:00:${String(index).padStart(2, "0")}`),
    ...extra,
  });

const offers = [
  { offerId: 69, price: 5, preTaxPrice: 4.17, currency: "eur" as const },
  { offerId: 620, price: 19.9, preTaxPrice: 16.58, currency: "eur" as const },
];
const hotel = site(12, { portalOffers: offers, unusedCodes: ["AAAA2222", "BBBB3333", "CCCC4444"] });
const plan: DemoPlan = { sites: [hotel, site(13)], collectors: [{ name: "simulated: Hotels", siteIds: [12, 13] }] };
const collector = plan.collectors[0] ?? { name: "", siteIds: [] };

/** All the items of a span's batches, section by section. */
function played(from: number, to: number, codes = createCodeBook()): Omit<PortalActivityBody, "batch_id"> {
  const batches = portalActivityBatches(plan, collector, { from, to }, codes);
  return {
    guests: batches.flatMap((batch) => batch.guests),
    purchases: batches.flatMap((batch) => batch.purchases),
    code_uses: batches.flatMap((batch) => batch.code_uses),
  };
}

describe("the portals' activity the simulator plays", () => {
  const week = played(monday, monday + 7 * dayMs);

  it("is the same guests and purchases when a span is played again, so the ingest stores them once", () => {
    const again = played(monday, monday + 7 * dayMs);
    expect(again.guests).toEqual(week.guests);
    expect(again.purchases).toEqual(week.purchases);
    const keys = week.guests.map((guest) => `${guest.site_id} ${guest.guest_ref}`);
    expect(new Set(keys).size).toBe(keys.length);
    const references = week.purchases.map((purchase) => purchase.reference);
    expect(new Set(references).size).toBe(references.length);
  });

  it("draws each slot once: a week played in short spans is the week played at once", () => {
    const codes = createCodeBook();
    const pieces = Array.from({ length: 7 * 24 }, (_, hour) =>
      played(monday + hour * hourMs, monday + (hour + 1) * hourMs, codes),
    );
    expect(pieces.flatMap((piece) => piece.guests)).toEqual(week.guests);
  });

  it("signs up a few guests a site an hour, most in the evening and few at night (Paris time)", () => {
    const ofHotel = week.guests.filter((guest) => guest.site_id === 12);
    const expectedPerDay = signUpsPerHour.reduce((sum, rate) => sum + rate, 0);
    expect(ofHotel.length / 7).toBeGreaterThan(expectedPerDay * 0.8);
    expect(ofHotel.length / 7).toBeLessThan(expectedPerDay * 1.2);
    const hourOf = (stamp: string) => Math.floor(parisClock(Date.parse(stamp)).hour);
    const evening = ofHotel.filter((guest) => [17, 18, 19].includes(hourOf(guest.created_at))).length;
    const night = ofHotel.filter((guest) => [2, 3, 4].includes(hourOf(guest.created_at))).length;
    expect(evening).toBeGreaterThan(night * 10);
    for (const guest of week.guests) {
      const stamp = Date.parse(guest.created_at);
      expect(stamp).toBeGreaterThan(monday);
      expect(stamp).toBeLessThanOrEqual(monday + 7 * dayMs);
    }
  });

  it("has guests mostly from France then its neighbours, mostly on phones, about 30% on the newsletter", () => {
    const countries = new Map<string | null, number>();
    for (const guest of week.guests) countries.set(guest.country, (countries.get(guest.country) ?? 0) + 1);
    const ranked = [...countries].sort((a, b) => b[1] - a[1]).map(([country]) => country);
    expect(ranked[0]).toBe("FR");
    expect(ranked.slice(1, 6)).toEqual(expect.arrayContaining(["GB", "DE"]));
    const mobile = week.guests.filter((guest) => guest.device === "mobile").length;
    expect(mobile / week.guests.length).toBeGreaterThan(0.5);
    const withEmail = week.guests.filter((guest) => guest.email !== null);
    const subscribers = withEmail.filter((guest) => guest.newsletter).length / withEmail.length;
    expect(subscribers).toBeGreaterThan(0.2);
    expect(subscribers).toBeLessThan(0.4);
  });

  it("buys only the offers the site sells, at their price, most payments going through", () => {
    expect(week.purchases.length).toBeGreaterThan(0);
    for (const purchase of week.purchases) {
      expect(purchase.site_id).toBe(12);
      const offer = offers.find((candidate) => candidate.offerId === purchase.offer_id);
      expect(offer).toBeDefined();
      expect(purchase).toMatchObject({ total_amount_ttc: offer?.price, total_amount_ht: offer?.preTaxPrice });
    }
    const succeeded = week.purchases.filter((purchase) => purchase.succeeded).length;
    expect(succeeded / week.purchases.length).toBeGreaterThan(0.8);
    expect(week.purchases.some((purchase) => !purchase.succeeded)).toBe(true);
  });

  it("uses each of the site's unused codes once, then none", () => {
    expect(week.code_uses.map((use) => use.code)).toEqual(["AAAA2222", "BBBB3333", "CCCC4444"]);
    expect(week.code_uses.every((use) => use.site_id === 12)).toBe(true);
    const stamps = week.code_uses.map((use) => Date.parse(use.used_at));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it("reports nothing for a span shorter than a slot, and one slot's draws for a site alone", () => {
    const slotEnd = monday + 20 * hourMs;
    expect(portalActivityBatches(plan, collector, { from: slotEnd + 1, to: slotEnd + 2 }, createCodeBook())).toEqual(
      [],
    );
    const alone = portalSlotActivity(site(13), slotEnd, createCodeBook());
    expect(alone.purchases).toEqual([]);
    expect(alone.code_uses).toEqual([]);
    const inPlan = played(slotEnd - portalSlotMs, slotEnd).guests.filter((guest) => guest.site_id === 13);
    expect(inPlan).toEqual(alone.guests);
  });
});
