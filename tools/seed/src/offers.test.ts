import { describe, expect, it } from "vitest";
import { offerIdsBySite } from "./assign-offers";
import { demoCatalogue } from "./demo-catalogue";
import { demoOffers, offerDurationSeconds } from "./demo-offers";
import { generateDemoData } from "./generate-demo-data";

describe("the demo offers", () => {
  const ids = demoOffers.map((offer) => offer.id);

  it("keep SPEC's fixed ids: 197, 596-598 for one device, 620-625 for five, paid ones from 69 to 645", () => {
    expect(ids).toEqual(expect.arrayContaining([197, 596, 597, 598, 620, 621, 622, 623, 624, 625]));
    for (const offer of demoOffers) {
      expect(offer.id).toBeGreaterThanOrEqual(69);
      expect(offer.id).toBeLessThanOrEqual(645);
    }
    const offer = (id: number) => {
      const found = demoOffers.find((candidate) => candidate.id === id);
      if (!found) throw new Error(`no offer ${id}`);
      return found;
    };
    const freeForOneDevice = [596, 597, 598].map(offer);
    expect(freeForOneDevice.map((free) => [free.price, free.maxUsage, offerDurationSeconds(free)])).toEqual([
      [0, 1, 48 * 3600],
      [0, 1, 7 * 86_400],
      [0, 1, 15 * 86_400],
    ]);
    const freeForFive = [620, 621, 622, 623, 624, 625].map(offer);
    expect(freeForFive.map((free) => [free.price, free.maxUsage])).toEqual(freeForFive.map(() => [0, 5]));
    expect(offerDurationSeconds(offer(620))).toBe(86_400);
    expect(offer(625)).toMatchObject({ durationValue: 12, durationUnit: "month" });
    expect(offer(197).price).toBe(0);
    expect(demoOffers.filter((offer) => offer.maxUsage === -1).length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("are sold in euros and pounds, pre-tax prices 20 % below", () => {
    expect(new Set(demoOffers.map((offer) => offer.currency))).toEqual(new Set(["eur", "gbp"]));
    for (const offer of demoOffers) expect(offer.preTaxPrice).toBeCloseTo(offer.price / 1.2, 2);
  });

  it("are assigned to organisms and sites, leaving some sites in production without any", () => {
    const data = generateDemoData(demoCatalogue, 1, { now: new Date("2026-11-20T10:00:00Z") });
    for (const assignment of data.offerLocations) {
      expect((assignment.organismId === null) !== (assignment.siteId === null)).toBe(true);
      expect(ids).toContain(assignment.offerId);
    }
    const bySite = offerIdsBySite(data.sites, data.offerLocations);
    const production = data.sites.filter((site) => site.state === "En production");
    expect(production.filter((site) => (bySite.get(site.id) ?? []).length === 0).length).toBeGreaterThan(0);
    expect(production.filter((site) => (bySite.get(site.id) ?? []).includes(411)).length).toBeGreaterThan(0);
  });
});
