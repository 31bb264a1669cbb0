import { z } from "zod";
import { isCouponCode } from "../coupons/coupon-code";
import { customerDevices } from "../customers/device";
import { rowIdSchema } from "../inputs/id-schema";
import { instantSchema } from "../inputs/instant-schema";
import { requiredTextSchema, textMaxLengthDefault, textSchema } from "../inputs/text-schema";
import { currencies } from "../money/currency";

// What a site's captive portal reports through the ingest (docs/ingest.md
// "Portal activity"): guests signing up, purchases, codes used for the first
// time, and casts from the hotel rooms' streaming sticks. Each item names its
// own key, so a re-sent item is a no-op (the ingest's idempotence).

// Texts go through the one text schema: PostgreSQL text cannot hold a NUL.
const shortText = (max: number) => requiredTextSchema(max);
const optionalText = (max: number) =>
  shortText(max)
    .nullish()
    .transform((value) => value ?? null);
// The patterns are the real caps of countries and codes: one error, not a length and a pattern one.
const countryCode = textSchema(textMaxLengthDefault, "formErrors.invalid")
  .regex(/^[A-Za-z]{2}$/, "formErrors.invalid")
  .transform((value) => value.toUpperCase())
  .nullish()
  .transform((value) => value ?? null);
const device = z.enum(customerDevices, { error: "formErrors.invalid" }).default("unknown");
const amount = z
  .number({ error: "formErrors.required" })
  .min(0, "formErrors.invalid")
  .max(99_999_999.99, "formErrors.invalid")
  // Cents at most: 19.9 and 19.90 are one amount, 19.999 none.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "formErrors.invalid");

/** The `guests` section: a guest who signed up on the portal (docs/product.md#statistics-dashboards). `guest_ref` is the portal's own key. */
export const ingestGuestSchema = z.object({
  site_id: rowIdSchema,
  guest_ref: shortText(100),
  created_at: instantSchema,
  email: optionalText(254),
  first_name: optionalText(100),
  last_name: optionalText(100),
  newsletter: z.boolean({ error: "formErrors.invalid" }).default(false),
  country: countryCode,
  language: optionalText(10),
  browser_name: optionalText(100),
  os_name: optionalText(100),
  device,
  room_number: optionalText(20),
});
export type IngestGuest = z.output<typeof ingestGuestSchema>;

/**
 * The `purchases` section: an offer bought on the portal, paid or failed (docs/product.md#statistics-dashboards). `reference` is its key.
 * `refunded_at` (the reporting's refunds): when the payment was given back, never before the purchase;
 * a later batch may report it for a purchase already sent.
 */
export const ingestPurchaseSchema = z
  .object({
    site_id: rowIdSchema,
    reference: shortText(100),
    offer_id: rowIdSchema,
    total_amount_ttc: amount,
    total_amount_ht: amount,
    currency: z.enum(currencies, { error: "formErrors.invalid" }),
    purchase_date: instantSchema,
    succeeded: z.boolean({ error: "formErrors.required" }),
    email: shortText(254),
    refunded_at: instantSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((purchase, context) => {
    if (purchase.refunded_at && purchase.refunded_at < purchase.purchase_date) {
      context.addIssue({ code: "custom", path: ["refunded_at"], message: "formErrors.invalid" });
    }
  });
export type IngestPurchase = z.output<typeof ingestPurchaseSchema>;

/**
 * The `code_uses` section: a guest connecting with a code. The first use of
 * a code starts its access (first provisioning date); each use counts and
 * records the connecting end user (the audience statistics). `(code,
 * used_at)` is its key.
 */
export const ingestCodeUseSchema = z.object({
  site_id: rowIdSchema,
  code: textSchema().refine(isCouponCode, "formErrors.invalid"),
  used_at: instantSchema,
  country: countryCode,
  language: optionalText(10),
  browser_name: optionalText(100),
  os_name: optionalText(100),
  device,
});
export type IngestCodeUse = z.output<typeof ingestCodeUseSchema>;

/**
 * The `casts` section: a streaming stick in a hotel room started casting an
 * app. `(serial, stamp)` is its key; the stick must be one of the site's
 * (else `unknown_equipment`).
 */
export const ingestCastSchema = z.object({
  site_id: rowIdSchema,
  serial: shortText(64),
  app: shortText(100),
  stamp: instantSchema,
});
export type IngestCast = z.output<typeof ingestCastSchema>;
