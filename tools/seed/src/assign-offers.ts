import type { DemoOrganism, DemoSite } from "./demo-locations";
import { groupWeekOfferId, offerIdsByKind, poundOfferIds } from "./demo-offers";
import type { Random } from "./prng";

export interface DemoOfferLocation {
  offerId: number;
  organismId: number | null;
  siteId: number | null;
}

/** The French Alps' ski resorts, where the provider also sells in pounds. */
function isInTheAlps(site: Pick<DemoSite, "latitude" | "longitude">): boolean {
  return site.latitude > 44.5 && site.latitude < 46.5 && site.longitude > 5.8;
}

/**
 * Which offers each location sells. Most customers sell their kind's offers
 * in every site (organism level); some chose per site, and office sites
 * alternate, so the demo has sites without offers (docs/product.md#codes-validation).
 */
export function assignOffers(
  organisms: readonly DemoOrganism[],
  sites: readonly DemoSite[],
  random: Random,
): DemoOfferLocation[] {
  const assignments: DemoOfferLocation[] = [];
  const atSite = (siteId: number, offerIds: readonly number[]) => {
    for (const offerId of offerIds) assignments.push({ offerId, organismId: null, siteId });
  };
  for (const organism of organisms) {
    const offerIds = offerIdsByKind[organism.kind];
    const organismSites = sites.filter((site) => site.organismId === organism.id);
    const wholeOrganism = organism.kind !== "office" && random.chance(0.8);
    if (wholeOrganism) {
      for (const offerId of offerIds) assignments.push({ offerId, organismId: organism.id, siteId: null });
    }
    organismSites.forEach((site, index) => {
      if (!wholeOrganism && (organism.kind === "office" ? index % 2 === 0 : random.chance(0.5))) {
        atSite(site.id, offerIds);
      }
      if (organism.kind !== "hotel_chain") return;
      if (isInTheAlps(site)) atSite(site.id, poundOfferIds);
      if (random.chance(0.3)) atSite(site.id, [groupWeekOfferId]);
    });
  }
  return assignments;
}

/** A site's offers: its own and its organism's (docs/product.md#codes-data), without repeats. */
export function offerIdsBySite(
  sites: readonly DemoSite[],
  assignments: readonly DemoOfferLocation[],
): Map<number, number[]> {
  const byOrganism = new Map<number, number[]>();
  const bySite = new Map<number, number[]>();
  for (const { offerId, organismId, siteId } of assignments) {
    const [map, key] = organismId !== null ? [byOrganism, organismId] : [bySite, siteId ?? 0];
    map.set(key, [...(map.get(key) ?? []), offerId]);
  }
  return new Map(
    sites.map((site) => [
      site.id,
      [...new Set([...(byOrganism.get(site.organismId) ?? []), ...(bySite.get(site.id) ?? [])])],
    ]),
  );
}
