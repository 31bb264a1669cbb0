import type { SiteQuota } from "./activity-plan";
import { type ActivityIds, emptyActivity, type LocationActivity, newActivityIds } from "./activity-rows";
import { offerIdsBySite } from "./assign-offers";
import type { DemoOrganism, DemoSite } from "./demo-locations";
import type { DemoOffer } from "./demo-offers";
import type { DemoUser } from "./demo-users";
import { generateBackOfficeCoupons } from "./generate-back-office-coupons";
import { generateEndUsers, generateGuestUsers } from "./generate-customers";
import type { DemoData } from "./generate-demo-data";
import { generateMaintenance } from "./generate-maintenance";
import { generatePortalSales } from "./generate-portal-sales";
import type { LocationContext } from "./location-context";
import { createRandom, streamSeed } from "./prng";

/** The share of a site's codes that guests get on its portal, when it sells offers. */
const portalShare = 0.35;
const organismStream = 11;
const siteStream = 12;

/** Console accounts that make codes at a location: admins, and holders of the code role assigned to it. */
function creatorsOf(users: readonly DemoUser[], organism: DemoOrganism, site: DemoSite | null): number[] {
  return users
    .filter((user) => user.state !== "unconfirmed")
    .filter(
      (user) =>
        user.admin ||
        (user.roleFlags.includes("code") &&
          (user.organismIds.includes(organism.id) || (site !== null && user.siteIds.includes(site.id)))),
    )
    .map((user) => user.id);
}

/** Each site's access points' tags but the spare ones': what its interventions visit. */
function accessPointTagsBySite(data: DemoData): Map<number, string[]> {
  const tags = new Map<number, string[]>();
  for (const item of data.inventory.equipment) {
    if (item.category !== "access_point" || item.state === "spare" || !item.tag) continue;
    const ofSite = tags.get(item.siteId);
    if (ofSite) ofSite.push(item.tag);
    else tags.set(item.siteId, [item.tag]);
  }
  return tags;
}

function siteActivity(context: LocationContext, quota: SiteQuota, ids: ActivityIds): LocationActivity {
  const guestUsers = generateGuestUsers(context, quota.guestUsers, ids.guestUsers);
  const portalCount = guestUsers.length > 0 && context.offers.length > 0 ? Math.round(quota.coupons * portalShare) : 0;
  const sales = generatePortalSales(context, portalCount, guestUsers, ids);
  const backOffice = generateBackOfficeCoupons(context, quota.coupons - sales.coupons.length, ids);
  const coupons = [...backOffice.coupons, ...sales.coupons];
  const used = coupons.filter((coupon) => coupon.provisioningsCount > 0);
  return {
    guestUsers,
    coupons,
    connectionCodes: backOffice.connectionCodes,
    purchases: sales.purchases,
    endUsers: generateEndUsers(context, quota.endUsers, used, ids.endUsers),
    ...generateMaintenance(context, ids),
  };
}

/**
 * The year of activity of every location, an organism then its sites, one
 * location at a time so that a million rows never sit in memory together.
 * Each location draws from its own stream of the seed; ids follow the order.
 */
export function* demoActivity(data: DemoData): Generator<LocationActivity> {
  const ids = newActivityIds();
  const offers = new Map(data.offers.map((offer) => [offer.id, offer]));
  const offersOf = (offerIds: readonly number[]) =>
    offerIds.map((id) => offers.get(id)).filter((offer): offer is DemoOffer => offer !== undefined);
  const siteOfferIds = offerIdsBySite(data.sites, data.offerLocations);
  const organismQuotas = new Map(data.organismQuotas.map((quota) => [quota.organismId, quota.coupons]));
  const siteQuotas = new Map(data.siteQuotas.map((quota) => [quota.siteId, quota]));
  const tagsOf = accessPointTagsBySite(data);
  const sitesOf = new Map<number, DemoSite[]>();
  for (const site of data.sites) sitesOf.set(site.organismId, [...(sitesOf.get(site.organismId) ?? []), site]);
  for (const organism of data.organisms) {
    const organismOfferIds = data.offerLocations
      .filter((assignment) => assignment.organismId === organism.id)
      .map((assignment) => assignment.offerId);
    const organismContext: LocationContext = {
      seed: data.seed,
      now: data.now,
      random: createRandom(streamSeed(data.seed, organismStream, organism.id)),
      organism,
      site: null,
      accessPointTags: [],
      offers: offersOf(organismOfferIds),
      creatorIds: creatorsOf(data.users, organism, null),
      british: false,
    };
    yield {
      ...emptyActivity(),
      coupons: generateBackOfficeCoupons(organismContext, organismQuotas.get(organism.id) ?? 0, ids).coupons,
      ...generateMaintenance(organismContext, ids),
    };
    for (const site of sitesOf.get(organism.id) ?? []) {
      const siteOffers = offersOf(siteOfferIds.get(site.id) ?? []);
      const context: LocationContext = {
        ...organismContext,
        random: createRandom(streamSeed(data.seed, siteStream, site.id)),
        site,
        accessPointTags: tagsOf.get(site.id) ?? [],
        offers: siteOffers,
        creatorIds: creatorsOf(data.users, organism, site),
        british: siteOffers.some((offer) => offer.currency === "gbp"),
      };
      const quota = siteQuotas.get(site.id);
      yield quota ? siteActivity(context, quota, ids) : { ...emptyActivity(), ...generateMaintenance(context, ids) };
    }
  }
}
