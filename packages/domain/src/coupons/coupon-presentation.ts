import type { LocationType } from "../locations/location";
import type { Currency } from "../money/currency";
import type { CouponCreatorType } from "./coupon-creator";
import type { CouponStatus } from "./coupon-status";
import type { OfferDurationUnit } from "./offer";

/** SPEC §3 "Coupon definition (offer)", as `GET /api/coupons/coupon_defs` lists it. */
export interface CouponDefPresentation {
  id: number;
  name: string;
  duration_value: number;
  duration_unit: OfferDurationUnit;
  duration_limit_month: number | null;
  price: number;
  pre_tax_price: number;
  /** The price written for people in the request's language (`0,00 €`, `£2.50`). */
  price_label: string;
  currency: Currency;
  /** Devices per code; -1 unlimited. */
  max_usage: number;
  hardlimit: boolean;
}

/** SPEC §3 "Code (coupon)": what the coupons calls answer for a code (the search index's fields, and its status). */
export interface CouponPresentation {
  id: number;
  code: string;
  correlation_id: string;
  created_at: string;
  updated_at: string;
  creator_id: number | null;
  creator_type: CouponCreatorType;
  starts_at: string;
  ends_at: string;
  /** Seconds of access from the first connection. */
  duration: number;
  phone_number: string | null;
  max_usage: number;
  description: string;
  with_ran_access: boolean;
  location_id: number;
  location_type: LocationType;
  coupon_def_id: number | null;
  coupon_def: Pick<CouponDefPresentation, "name" | "price" | "price_label" | "pre_tax_price" | "currency"> | null;
  site_id: number | null;
  site_name: string | null;
  organism_id: number;
  organism_name: string;
  organism_names: string[];
  site_names: string[];
  first_provisioning_date: string | null;
  provisionings_count: number;
  disabled_at: string | null;
  disabled_by: number | null;
  used: boolean;
  /** SPEC §4, at the time of the answer. */
  status: CouponStatus;
}

/** `POST /api/coupons`: the batch, in creation order, and its correlation id. */
export interface CreatedCouponsAnswer {
  correlation_id: string;
  coupons: CouponPresentation[];
}

/** SPEC §7: the disable answer. */
export interface CouponDisableAnswer {
  id: number;
  disabled_by: number;
  disabled_at: string;
  updated_at: string;
}

/** `POST /api/coupons/{id}/send_sms`: the SMS written to the outbox. */
export interface CouponSmsAnswer {
  outbox_message_id: number;
}
