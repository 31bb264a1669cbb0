import type { LocationState, OrganismKind } from "@ondine/domain";
import type { DemoOrganism, DemoSite } from "./demo-locations";
import type { DemoScale } from "./demo-scale";
import type { Random } from "./prng";

/** How many rows of each kind a site gets. */
export interface SiteQuota {
  siteId: number;
  coupons: number;
  guestUsers: number;
  endUsers: number;
}

/** Coupons made for a whole organism (no site). */
export interface OrganismQuota {
  organismId: number;
  coupons: number;
}

export interface ActivityPlan {
  siteQuotas: SiteQuota[];
  organismQuotas: OrganismQuota[];
}

/** Sites in acceptance (VSR) see a little traffic; sites under study none. */
const stateActivity: Record<LocationState, number> = { "En production": 1, VSR: 0.1, Etude: 0 };
const kindActivity: Record<OrganismKind, number> = {
  hotel_chain: 1,
  student_residence: 1.2,
  campsite: 0.9,
  office: 0.5,
};
/** The share of a site's back-office codes made for its whole organism instead. */
const organismWideShare = 0.03;

/** Shares `total` out in proportion to `weights`, exactly (largest remainders). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The scale's totals shared between the sites by how busy each is, with some spread. */
export function planActivity(
  organisms: readonly DemoOrganism[],
  sites: readonly DemoSite[],
  scale: DemoScale,
  random: Random,
): ActivityPlan {
  const kinds = new Map(organisms.map((organism) => [organism.id, organism.kind]));
  const weights = sites.map(
    (site) =>
      stateActivity[site.state] * kindActivity[kinds.get(site.organismId) ?? "office"] * (0.4 + random.next() * 1.2),
  );
  const coupons = apportion(scale.coupons, weights);
  const guestUsers = apportion(scale.guestUsers, weights);
  const endUsers = apportion(scale.endUsers, weights);
  const organismCoupons = new Map<number, number>();
  const siteQuotas = sites.map((site, index) => {
    const planned = coupons[index] ?? 0;
    const organismWide = Math.floor(planned * organismWideShare);
    organismCoupons.set(site.organismId, (organismCoupons.get(site.organismId) ?? 0) + organismWide);
    return {
      siteId: site.id,
      coupons: planned - organismWide,
      guestUsers: guestUsers[index] ?? 0,
      endUsers: endUsers[index] ?? 0,
    };
  });
  const organismQuotas = organisms.map((organism) => ({
    organismId: organism.id,
    coupons: organismCoupons.get(organism.id) ?? 0,
  }));
  return { siteQuotas, organismQuotas };
}
