import { z } from "zod";
import { locationTypes } from "../locations/location";
import { currencies } from "../money/currency";
import { privateSpaceStates } from "../private-wifi/private-wifi-codes";
import { couponCreatorTypes } from "./coupon-creator";
import { couponStatuses } from "./coupon-status";
import { offerDurationUnits } from "./offer";

const instant = z.iso.datetime({ offset: true });

/** Coupon definition (offer) (docs/product.md#codes-data), as `GET /api/coupons/coupon_defs` lists it. */
export const couponDefPresentationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  duration_value: z.number().int(),
  duration_unit: z.enum(offerDurationUnits),
  duration_limit_month: z.number().int().nullable(),
  price: z.number(),
  pre_tax_price: z.number(),
  /** The price written for people in the request's language (`0,00 €`, `£2.50`). */
  price_label: z.string(),
  currency: z.enum(currencies),
  /** Devices per code; -1 unlimited. */
  max_usage: z.number().int(),
  hardlimit: z.boolean(),
});
export type CouponDefPresentation = z.infer<typeof couponDefPresentationSchema>;

/** Code (coupon) (docs/product.md#codes-data): what the coupons calls answer for a code (the search index's fields, and its status). */
export const couponPresentationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  correlation_id: z.string(),
  created_at: instant,
  updated_at: instant,
  creator_id: z.number().int().nullable(),
  creator_type: z.enum(couponCreatorTypes),
  starts_at: instant,
  ends_at: instant,
  /** Seconds of access from the first connection. */
  duration: z.number().int(),
  phone_number: z.string().nullable(),
  max_usage: z.number().int(),
  description: z.string(),
  with_ran_access: z.boolean(),
  location_id: z.number().int(),
  location_type: z.enum(locationTypes),
  coupon_def_id: z.number().int().nullable(),
  coupon_def: couponDefPresentationSchema
    .pick({ name: true, price: true, price_label: true, pre_tax_price: true, currency: true })
    .nullable(),
  site_id: z.number().int().nullable(),
  site_name: z.string().nullable(),
  organism_id: z.number().int(),
  organism_name: z.string(),
  organism_names: z.array(z.string()),
  site_names: z.array(z.string()),
  first_provisioning_date: instant.nullable(),
  provisionings_count: z.number().int(),
  disabled_at: instant.nullable(),
  disabled_by: z.number().int().nullable(),
  used: z.boolean(),
  /** docs/product.md#codes-states, at the time of the answer. */
  status: z.enum(couponStatuses),
  /** The private Wi-Fi space made for a code `with_ran_access` (docs/private-wifi.md#codes), until withdrawn; else null. */
  private_space: z.object({ id: z.number().int(), state: z.enum(privateSpaceStates) }).nullable(),
});
export type CouponPresentation = z.infer<typeof couponPresentationSchema>;

/** `GET /api/coupons/coupon_defs`: the offers of a location. */
export const couponDefsAnswerSchema = z.array(couponDefPresentationSchema);

/** `POST /api/coupons`: the batch, in creation order, and its correlation id. */
export const createdCouponsAnswerSchema = z.object({
  correlation_id: z.string(),
  coupons: z.array(couponPresentationSchema),
});
export type CreatedCouponsAnswer = z.infer<typeof createdCouponsAnswerSchema>;

/** docs/product.md#codes-api: the disable answer. */
export const couponDisableAnswerSchema = z.object({
  id: z.number().int(),
  disabled_by: z.number().int(),
  disabled_at: instant,
  updated_at: instant,
});
export type CouponDisableAnswer = z.infer<typeof couponDisableAnswerSchema>;

/** `POST /api/coupons/{id}/send_sms`: the SMS written to the outbox. */
export const couponSmsAnswerSchema = z.object({ outbox_message_id: z.number().int() });
export type CouponSmsAnswer = z.infer<typeof couponSmsAnswerSchema>;
