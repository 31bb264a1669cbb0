import {
  type CouponPresentation,
  type OfferDurationUnit,
  type OfferNameTranslations,
  offerNameIn,
} from "@ondine/domain";

/**
 * A code as the search proxy's coupons index holds it (docs/search.md
 * "coupons"): the fields (docs/product.md#codes-data), its site and organism, and its offer. The
 * private Wi-Fi space of a code is the coupons calls' answer only (docs/private-wifi.md#codes).
 */
export interface CouponDocument
  extends Omit<CouponPresentation, "status" | "organism_names" | "site_names" | "coupon_def" | "private_space"> {
  coupon_def: {
    name: string | null;
    /** The name in the other languages, French being `name` (docs/search.md "coupons"). */
    name_translations: OfferNameTranslations | null;
    price: number | null;
    pre_tax_price: number | null;
    currency: string | null;
    duration_value: number | null;
    duration_unit: OfferDurationUnit | null;
  } | null;
}

/** The code's offer name in the reader's language (French when not translated), or null without an offer. */
export function couponOfferName(coupon: CouponDocument, language: string): string | null {
  const offer = coupon.coupon_def;
  if (!offer?.name) return null;
  return offerNameIn({ name: offer.name, nameTranslations: offer.name_translations }, language);
}

/** Connection code (planet campus) (docs/product.md#search), as the connection_codes index holds it. */
export interface ConnectionCodeDocument {
  id: number;
  coupon_id: number | null;
  code: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  resident_id: string | null;
  residence: string | null;
  organism: { id: number; name: string; type: string } | null;
  site_id: number | null;
  site_name: string | null;
  created_at: string;
  disabled_at: string | null;
  used_at: string | null;
  used: boolean;
}
