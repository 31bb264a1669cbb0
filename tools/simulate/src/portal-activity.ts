import type { CustomerDevice } from "@ondine/domain";
import { countryWeights, drawDevice, drawPerson } from "../../seed/src/demo-people";
import { roomNumberOf } from "../../seed/src/generate-customers";
import { createRandom, type Random, streamSeed } from "../../seed/src/prng";
import type { DemoPlan, SimulatedCollector, SimulatedSite } from "./demo-plan";
import { parisClock } from "./paris-clock";

// What a site's captive portal reports through its collector (docs/ingest.md
// "Portal activity"): guests signing up, purchases of the site's offers and
// first uses of its codes. Drawn per site and five-minute slot from a seed of
// both, so a slot played twice (a gap refilled, a batch sent again) gives the
// same guests and purchases, which the ingest then stores once.

export interface GuestItem {
  site_id: number;
  guest_ref: string;
  created_at: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  newsletter: boolean;
  country: string | null;
  language: string;
  browser_name: string | null;
  os_name: string | null;
  device: CustomerDevice;
  room_number: string | null;
}

export interface PurchaseItem {
  site_id: number;
  reference: string;
  offer_id: number;
  total_amount_ttc: number;
  total_amount_ht: number;
  currency: string;
  purchase_date: string;
  succeeded: boolean;
  email: string;
}

export interface CodeUseItem {
  site_id: number;
  code: string;
  used_at: string;
  country: string | null;
  language: string;
  browser_name: string | null;
  os_name: string | null;
  device: CustomerDevice;
}

export interface PortalActivityBody {
  batch_id: string;
  guests: GuestItem[];
  purchases: PurchaseItem[];
  code_uses: CodeUseItem[];
}

export const portalSlotMs = 5 * 60_000;

/** Sign-ups an hour (Paris time) at a site of `referenceAccessPoints`: arrivals peak from late afternoon to the evening. */
export const signUpsPerHour: readonly number[] = [
  0.3, 0.15, 0.1, 0.05, 0.05, 0.1, 0.3, 0.9, 1.5, 1.5, 1.5, 1.5, 1.8, 1.8, 1.8, 2.1, 2.7, 3, 3, 3, 2.7, 2.1, 1.2, 0.6,
];
const referenceAccessPoints = 8;
/** Purchases for a sign-up, when the site sells offers; first code uses likewise, while it has codes to hand out. */
const purchasesPerSignUp = 0.25;
const codeUsesPerSignUp = 0.15;
/** Share of the guests who accept the newsletter (as the seed's), of the payments that go through. */
const newsletterShare = 0.3;
const succeededShare = 0.92;
/** Tells the portal's draws apart from the seed's other streams of the same numbers. */
const portalStream = 0x5017;

/** How much busier than a reference site a site is, by its access points: half to three times. */
export function siteSizeFactor(site: SimulatedSite): number {
  return Math.min(3, Math.max(0.5, site.accessPoints.length / referenceAccessPoints));
}

/** How many of `expected` happen in a slot (Poisson; Knuth's method, fine for a few). */
function poissonCount(expected: number, random: Random): number {
  const limit = Math.exp(-expected);
  let count = 0;
  for (let product = random.next(); product > limit; product *= random.next()) count += 1;
  return count;
}

/** Hands out each site's unused codes once, in order: a code's first use is played once. */
export interface CodeBook {
  take(site: SimulatedSite): string | undefined;
}

export function createCodeBook(): CodeBook {
  const handedOut = new Map<number, number>();
  return {
    take(site) {
      const next = handedOut.get(site.siteId) ?? 0;
      const code = site.unusedCodes?.[next];
      if (code !== undefined) handedOut.set(site.siteId, next + 1);
      return code;
    },
  };
}

const iso = (stamp: number) => new Date(stamp).toISOString();

/** What a site's portal saw in the five minutes up to `slotEnd` (a multiple of the slot). */
export function portalSlotActivity(
  site: SimulatedSite,
  slotEnd: number,
  codes: CodeBook,
): Omit<PortalActivityBody, "batch_id"> {
  const slot = slotEnd / portalSlotMs;
  const random = createRandom(streamSeed(portalStream, site.siteId, slot));
  const hourly = (signUpsPerHour[Math.floor(parisClock(slotEnd - portalSlotMs / 2).hour)] ?? 0) * siteSizeFactor(site);
  const perSlot = (hourly * portalSlotMs) / 3_600_000;
  const weights = countryWeights(site.kind, false);
  const moment = () => iso(slotEnd - random.int(0, portalSlotMs - 1));

  const guests = Array.from({ length: poissonCount(perSlot, random) }, (_, index): GuestItem => {
    const person = drawPerson(random, weights);
    const profile = drawDevice(random);
    const email = random.chance(0.07) ? null : person.email;
    return {
      site_id: site.siteId,
      guest_ref: `sim-${slot}-${index}`,
      created_at: moment(),
      email,
      first_name: person.firstName,
      last_name: person.lastName,
      newsletter: email !== null && random.chance(newsletterShare),
      country: person.country,
      language: person.language,
      browser_name: profile.browserName,
      os_name: profile.osName,
      device: profile.device,
      room_number: roomNumberOf(site.kind, random),
    };
  });

  const offers = site.portalOffers ?? [];
  const purchaseCount = offers.length > 0 ? poissonCount(perSlot * purchasesPerSignUp, random) : 0;
  const purchases = Array.from({ length: purchaseCount }, (_, index): PurchaseItem => {
    const offer = random.pick(offers);
    return {
      site_id: site.siteId,
      reference: `SIM-${site.siteId}-${slot}-${index}`,
      offer_id: offer.offerId,
      total_amount_ttc: offer.price,
      total_amount_ht: offer.preTaxPrice,
      currency: offer.currency,
      purchase_date: moment(),
      succeeded: random.chance(succeededShare),
      email: drawPerson(random, weights).email,
    };
  });

  const code_uses: CodeUseItem[] = [];
  for (let left = poissonCount(perSlot * codeUsesPerSignUp, random); left > 0; left -= 1) {
    const code = codes.take(site);
    if (code === undefined) break;
    const person = drawPerson(random, weights);
    const profile = drawDevice(random);
    code_uses.push({
      site_id: site.siteId,
      code,
      used_at: moment(),
      country: person.country,
      language: person.language,
      browser_name: profile.browserName,
      os_name: profile.osName,
      device: profile.device,
    });
  }
  return { guests, purchases, code_uses };
}

/** Items a batch carries at most: well within the ingest's limit (domain ingestBatchMaxItems). */
const itemsPerBatch = 20_000;

const itemCount = (body: PortalActivityBody) => body.guests.length + body.purchases.length + body.code_uses.length;

/**
 * A collector's portal activity for the slots that end after `from` and up
 * to `to` (a few items a site an hour), oldest first, cut in batches the
 * ingest accepts; none when nothing happened.
 */
export function portalActivityBatches(
  plan: DemoPlan,
  collector: SimulatedCollector,
  span: { from: number; to: number },
  codes: CodeBook,
): PortalActivityBody[] {
  const siteIds = new Set(collector.siteIds);
  const sites = plan.sites.filter((site) => siteIds.has(site.siteId));
  const batches: PortalActivityBody[] = [];
  const emptyBatch = (slotEnd: number): PortalActivityBody => ({
    batch_id: `${collector.name} portal ${iso(slotEnd)}`.slice(0, 100),
    guests: [],
    purchases: [],
    code_uses: [],
  });
  let body: PortalActivityBody | undefined;
  for (let slotEnd = Math.floor(span.from / portalSlotMs) * portalSlotMs + portalSlotMs; slotEnd <= span.to; ) {
    if (!body || itemCount(body) >= itemsPerBatch) {
      body = emptyBatch(slotEnd);
      batches.push(body);
    }
    for (const site of sites) {
      const activity = portalSlotActivity(site, slotEnd, codes);
      body.guests.push(...activity.guests);
      body.purchases.push(...activity.purchases);
      body.code_uses.push(...activity.code_uses);
    }
    slotEnd += portalSlotMs;
  }
  return batches.filter((batch) => itemCount(batch) > 0);
}
