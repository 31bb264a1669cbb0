import { type CouponDefPresentation, offerNameIn, priceLabel } from "@ondine/domain";
import type { OfferRow } from "./offers.repository";

/** Coupon definition (offer) (docs/product.md#codes-data); its name and price label in the request's language. */
export function presentCouponDef(offer: OfferRow, language: string): CouponDefPresentation {
  return {
    id: offer.id,
    name: offerNameIn(offer, language),
    duration_value: offer.durationValue,
    duration_unit: offer.durationUnit,
    duration_limit_month: offer.durationLimitMonth,
    price: offer.price,
    pre_tax_price: offer.preTaxPrice,
    price_label: priceLabel(offer.price, offer.currency, language),
    currency: offer.currency,
    max_usage: offer.maxUsage,
    hardlimit: offer.hardlimit,
  };
}
