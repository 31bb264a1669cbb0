import type { OrganismKind } from "@ondine/domain";
import type { CouponRow, EndUserRow, GuestUserRow, IdSequence } from "./activity-rows";
import { seasonalMoment } from "./demo-moments";
import { countryWeights, drawDevice, drawPerson } from "./demo-people";
import type { LocationContext } from "./location-context";
import type { Random } from "./prng";

/** Share of guests who accept the newsletter (docs/product.md#statistics-dashboards: the customers dashboard lists them). */
const newsletterShare = 0.3;

/** What a guest gives as a room on the portal, by kind of place. */
export function roomNumberOf(kind: OrganismKind, random: Random): string | null {
  if (random.chance(0.25)) return null;
  switch (kind) {
    case "hotel_chain":
      return `${random.int(1, 6)}${String(random.int(1, 30)).padStart(2, "0")}`;
    case "student_residence":
      return `${random.pick(["A", "B", "C", "D"])}${random.int(1, 5)}${String(random.int(1, 40)).padStart(2, "0")}`;
    case "campsite":
      return `Emplacement ${random.int(1, 320)}`;
    case "office":
      return null;
  }
}

/** Guests who signed up on the site's portal over the last year. */
export function generateGuestUsers(context: LocationContext, count: number, ids: IdSequence): GuestUserRow[] {
  const { random, now, organism, site } = context;
  if (!site) return [];
  const weights = countryWeights(organism.kind, context.british);
  return Array.from({ length: count }, () => {
    const person = drawPerson(random, weights);
    const profile = drawDevice(random);
    const anonymous = random.chance(0.03);
    const email = random.chance(0.07) ? null : person.email;
    return {
      id: ids.next(),
      organismId: organism.id,
      siteId: site.id,
      createdAt: seasonalMoment(random, now, organism.kind, 365),
      email,
      firstName: anonymous ? null : person.firstName,
      lastName: anonymous ? null : person.lastName,
      newsletter: email !== null && random.chance(newsletterShare),
      country: person.country,
      language: person.language,
      browserName: profile.browserName,
      osName: profile.osName,
      device: profile.device,
      roomNumber: roomNumberOf(organism.kind, random),
      // The portal's own key is only for guests reported through the ingest.
      guestRef: null,
    };
  });
}

const maxGapBetweenDevicesMs = 3 * 3_600_000;

/**
 * When a device connected with a code: the first at the code's first use,
 * each next one a little later (before `now`), never at the same instant as
 * another device of that code — one use an instant is the ingest's key
 * (`end_users (coupon_id, created_at)` is unique).
 */
function codeUseMoment(coupon: CouponRow, previous: Date | undefined, now: Date, random: Random): Date | undefined {
  const first = coupon.firstProvisioningDate;
  if (!first || !previous) return first ?? undefined;
  const room = Math.floor((now.getTime() - previous.getTime()) / 2);
  return new Date(previous.getTime() + random.int(1, Math.max(1, Math.min(maxGapBetweenDevicesMs, room))));
}

/**
 * Devices that connected at the site: most with one of its used codes (from
 * its first connection), the others through a purchase or free access.
 */
export function generateEndUsers(
  context: LocationContext,
  count: number,
  usedCoupons: readonly CouponRow[],
  ids: IdSequence,
): EndUserRow[] {
  const { random, now, organism, site } = context;
  if (!site) return [];
  const weights = countryWeights(organism.kind, context.british);
  const lastUseOf = new Map<number, Date>();
  return Array.from({ length: count }, () => {
    const coupon = usedCoupons.length > 0 && random.chance(0.6) ? random.pick(usedCoupons) : undefined;
    const person = drawPerson(random, weights);
    const profile = drawDevice(random);
    const usedAt = coupon ? codeUseMoment(coupon, lastUseOf.get(coupon.id), now, random) : undefined;
    if (coupon && usedAt) lastUseOf.set(coupon.id, usedAt);
    return {
      id: ids.next(),
      organismId: organism.id,
      siteId: site.id,
      createdAt: usedAt ?? seasonalMoment(random, now, organism.kind, 365),
      email: random.chance(0.25) ? person.email : null,
      country: person.country,
      language: person.language,
      device: profile.device,
      browserName: profile.browserName,
      osName: profile.osName,
      couponId: coupon?.id ?? null,
    };
  });
}
