import type { CouponPresentation, OfferDurationUnit } from "@ondine/domain";

/**
 * A code as the search proxy's coupons index holds it (docs/search.md
 * "coupons"): SPEC §3's fields, its site and organism, and its offer.
 */
export interface CouponDocument
  extends Omit<CouponPresentation, "status" | "organism_names" | "site_names" | "coupon_def"> {
  coupon_def: {
    name: string | null;
    price: number | null;
    pre_tax_price: number | null;
    currency: string | null;
    duration_value: number | null;
    duration_unit: OfferDurationUnit | null;
  } | null;
}

/** SPEC §7 "Connection code (planet campus)", as the connection_codes index holds it. */
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
