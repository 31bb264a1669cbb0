import { type CouponPresentation, couponStatus, isCouponUsed, offerNameIn, priceLabel } from "@ondine/domain";
import type { CouponView } from "./coupons.repository";

/**
 * Code (coupon) (docs/product.md#codes-data): every field that leaves the server, named as the search index names
 * them, and its private Wi-Fi space (docs/private-wifi.md#codes).
 */
export function presentCoupon(
  view: CouponView,
  now: Date,
  language: string,
  privateSpace: CouponPresentation["private_space"],
): CouponPresentation {
  const { coupon, offer } = view;
  const fields = { disabled_at: coupon.disabledAt, provisionings_count: coupon.provisioningsCount };
  return {
    id: coupon.id,
    code: coupon.code,
    correlation_id: coupon.correlationId,
    created_at: coupon.createdAt.toISOString(),
    updated_at: coupon.updatedAt.toISOString(),
    creator_id: coupon.creatorId,
    creator_type: coupon.creatorType,
    starts_at: coupon.startsAt.toISOString(),
    ends_at: coupon.endsAt.toISOString(),
    duration: coupon.duration,
    phone_number: coupon.phoneNumber,
    max_usage: coupon.maxUsage,
    description: coupon.description,
    with_ran_access: coupon.withRanAccess,
    location_id: coupon.siteId ?? coupon.organismId,
    location_type: coupon.siteId === null ? "Organism" : "Site",
    coupon_def_id: coupon.couponDefId,
    coupon_def: offer
      ? {
          name: offerNameIn(offer, language),
          price: offer.price,
          price_label: priceLabel(offer.price, offer.currency, language),
          pre_tax_price: offer.preTaxPrice,
          currency: offer.currency,
        }
      : null,
    site_id: coupon.siteId,
    site_name: view.siteName,
    organism_id: coupon.organismId,
    organism_name: view.organismName,
    organism_names: [view.organismName],
    site_names: view.siteName === null ? [] : [view.siteName],
    first_provisioning_date: coupon.firstProvisioningDate?.toISOString() ?? null,
    provisionings_count: coupon.provisioningsCount,
    disabled_at: coupon.disabledAt?.toISOString() ?? null,
    disabled_by: coupon.disabledBy,
    used: isCouponUsed(fields),
    status: couponStatus({ ...fields, starts_at: coupon.startsAt, ends_at: coupon.endsAt }, now),
    private_space: privateSpace,
  };
}
