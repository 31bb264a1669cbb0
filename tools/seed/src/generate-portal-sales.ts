import type { ActivityIds, CouponRow, GuestUserRow, PurchaseRow } from "./activity-rows";
import { demoCouponCode } from "./coupon-codes";
import { couponTerms, couponUsage, latest } from "./coupon-fields";
import { laterMoment } from "./demo-moments";
import type { DemoOffer } from "./demo-offers";
import { emailOf } from "./demo-people";
import type { LocationContext } from "./location-context";

const minuteMs = 60_000;
/** Card payments refused or abandoned at the last step. */
const failedPaymentShare = 0.08;

export interface PortalSales {
  coupons: CouponRow[];
  purchases: PurchaseRow[];
}

/** One paid purchase in this many is refunded (the reporting's refunds), two days later; chosen by id so no draw changes. */
const refundedEvery = 47;
const refundDelayMs = 2 * 24 * 60 * minuteMs;

/** When a succeeded purchase was refunded: one in {@link refundedEvery}, never after `now`. */
function refundOf(id: number, moment: Date, succeeded: boolean, now: Date): Date | null {
  if (!succeeded || id % refundedEvery !== 0) return null;
  const refunded = moment.getTime() + refundDelayMs;
  return refunded <= now.getTime() ? new Date(refunded) : null;
}

/** ODN-YYYYMM-0000042: the payment provider's reference, unique by id. */
function referenceOf(id: number, moment: Date): string {
  const month = `${moment.getUTCFullYear()}${String(moment.getUTCMonth() + 1).padStart(2, "0")}`;
  return `ODN-${month}-${String(id).padStart(7, "0")}`;
}

/**
 * `count` codes guests got on the site's portal (creator GuestUser): bought
 * ones come with their purchase, in the offer's currency; some payments fail
 * and leave a purchase without a code. Free offers give a code without one.
 */
export function generatePortalSales(
  context: LocationContext,
  count: number,
  guests: readonly GuestUserRow[],
  ids: ActivityIds,
): PortalSales {
  const { random, now, organism, site } = context;
  const sales: PortalSales = { coupons: [], purchases: [] };
  if (!site || guests.length === 0 || context.offers.length === 0) return sales;
  const offerWeights = context.offers.map((offer) => [offer, offer.price > 0 ? 3 : 1] as const);
  const purchase = (offer: DemoOffer, guest: GuestUserRow, moment: Date, succeeded: boolean): PurchaseRow => {
    const id = ids.purchases.next();
    return {
      id,
      reference: referenceOf(id, moment),
      organismId: organism.id,
      siteId: site.id,
      offerId: offer.id,
      offerName: offer.name,
      totalAmountTtc: offer.price,
      totalAmountHt: offer.preTaxPrice,
      currency: offer.currency,
      purchaseDate: moment,
      succeeded,
      email: guest.email ?? emailOf(guest.firstName ?? "client", guest.lastName ?? "portail", random, ["mail.example"]),
      refundedAt: refundOf(id, moment, succeeded, now),
    };
  };
  for (let index = 0; index < count; index++) {
    const guest = random.pick(guests);
    const offer = random.weighted(offerWeights);
    const createdAt = laterMoment(random, guest.createdAt, minuteMs, 15 * minuteMs, now) ?? guest.createdAt;
    if (offer.price > 0 && random.chance(failedPaymentShare)) {
      sales.purchases.push(purchase(offer, guest, new Date(createdAt.getTime() - random.int(1, 5) * minuteMs), false));
    }
    const terms = couponTerms(random, createdAt, offer, 0);
    const usage = couponUsage(random, terms, 0.93, now);
    const id = ids.coupons.next();
    sales.coupons.push({
      id,
      code: demoCouponCode(id, context.seed),
      correlationId: random.uuid(),
      creatorId: guest.id,
      creatorType: "GuestUser",
      organismId: organism.id,
      siteId: site.id,
      description: `${offer.price > 0 ? "Achat en ligne" : "Portail"} : ${offer.name}`,
      ...terms,
      phoneNumber: null,
      withRanAccess: false,
      ...usage,
      disabledAt: null,
      disabledBy: null,
      createdAt,
      updatedAt: latest(createdAt, usage.firstProvisioningDate),
    });
    if (offer.price > 0) sales.purchases.push(purchase(offer, guest, createdAt, true));
  }
  return sales;
}
