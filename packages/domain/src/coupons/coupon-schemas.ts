import { z } from "zod";
import { supportedLanguages } from "../i18n/languages";
import { requiredRowIdTextSchema, rowIdSchema } from "../inputs/id-schema";
import { instantSchema } from "../inputs/instant-schema";
import { textSchema } from "../inputs/text-schema";
import { locationTypes } from "../locations/location";
import { couponCreatorTypes } from "./coupon-creator";
import { couponCreationLimits, couponDateWindow } from "./coupon-limits";
import { optionalPhoneNumberSchema } from "./phone-number";

const isMissing = (input: unknown) => input === undefined || input === null;

/** A whole number within bounds: `formErrors.required` when absent, `formErrors.range_number` otherwise (docs/product.md#codes-validation). */
function wholeNumberIn(min: number, max: number) {
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? "formErrors.required" : "formErrors.range_number") })
    .int("formErrors.range_number")
    .min(min, "formErrors.range_number")
    .max(max, "formErrors.range_number");
}

const flag = z
  .boolean({ error: "formErrors.invalid" })
  .nullish()
  .transform((value) => value === true);

/** An ISO 8601 moment with its offset (`2026-07-14T08:00:00Z`, `...+02:00`), read as a Date. */
const optionalMoment = instantSchema.nullish().transform((value) => value ?? null);

const couponFieldsSchema = z.object({
  // The product (docs/product.md#codes-api) sends the creator; the server records the signed-in person instead (docs/codes.md).
  creator_id: rowIdSchema.nullish(),
  creator_type: z.enum(couponCreatorTypes).nullish(),
  location_id: rowIdSchema,
  location_type: z.enum(locationTypes, { error: "formErrors.required" }),
  number: wholeNumberIn(couponCreationLimits.minNumber, couponCreationLimits.maxNumber),
  description: textSchema(couponCreationLimits.descriptionMaxLength, "coupons.description_blank").min(
    1,
    "coupons.description_blank",
  ),
  with_ran_access: flag,
  phone_number: optionalPhoneNumberSchema,
  /** The offer; absent or null in the no-offers mode. */
  coupon_def_id: rowIdSchema.nullish(),
  max_usage: wholeNumberIn(couponCreationLimits.minMaxUsage, couponCreationLimits.maxMaxUsage).nullish(),
  starts_at: optionalMoment,
  ends_at: optionalMoment,
});

type CouponFields = z.output<typeof couponFieldsSchema>;
type Issue = { path: (string | number)[]; message: string };

/** The rules between fields of Code creation (docs/product.md#codes-validation), as field paths and message keys. */
export function couponCreationIssues(coupon: CouponFields, sendSms: boolean, now: Date): Issue[] {
  const issues: Issue[] = [];
  const at = (field: string, message: string) => issues.push({ path: ["coupon", field], message });
  const withoutOffer = coupon.coupon_def_id === null || coupon.coupon_def_id === undefined;
  if (withoutOffer) {
    // No-offers mode: the date range and the connections are typed.
    if (coupon.max_usage === null || coupon.max_usage === undefined) at("max_usage", "formErrors.required");
    if (coupon.starts_at === null) at("starts_at", "formErrors.required");
    if (coupon.ends_at === null) at("ends_at", "formErrors.required");
  } else if ((coupon.starts_at === null) !== (coupon.ends_at === null)) {
    // With an offer the range may be left out, but not half of it.
    at(coupon.starts_at === null ? "starts_at" : "ends_at", "formErrors.required");
  }
  const { earliest, latest } = couponDateWindow(now);
  if (coupon.starts_at && (coupon.starts_at < earliest || coupon.starts_at > latest)) {
    at("starts_at", "formErrors.range_date");
  }
  if (coupon.ends_at && (coupon.ends_at < earliest || coupon.ends_at > latest)) at("ends_at", "formErrors.range_date");
  if (coupon.starts_at && coupon.ends_at && coupon.starts_at >= coupon.ends_at) {
    at("ends_at", "formErrors.valid_date_range");
  }
  // docs/product.md#codes-validation: the phone and the SMS are offered for a single code only.
  if (coupon.phone_number !== null && coupon.number !== 1) at("phone_number", "coupons.phone_single_code");
  if (sendSms && coupon.number !== 1) issues.push({ path: ["send_sms"], message: "coupons.phone_single_code" });
  else if (sendSms && coupon.phone_number === null) at("phone_number", "formErrors.required");
  return issues;
}

/**
 * `POST /api/coupons` (docs/product.md#codes-api), with every rule of Code creation (docs/product.md#codes-validation)
 * that needs no database: the console's create form validates with it, the
 * server answers 422 with the same keys. The offer rules (one must be chosen
 * where the location has offers) and the RAN permission are the server's.
 * `now` sets "today" for the date window.
 */
export function couponCreationBodySchema(now: Date) {
  return z
    .object({
      coupon: couponFieldsSchema,
      send_sms: flag,
      /** The guest's language for the SMS; the request's language when absent (docs/codes.md). */
      language: z.enum(supportedLanguages, { error: "formErrors.invalid" }).optional(),
    })
    .superRefine((body, context) => {
      for (const issue of couponCreationIssues(body.coupon, body.send_sms, now)) {
        context.addIssue({ code: "custom", ...issue });
      }
    });
}
export type CouponCreationBody = z.output<ReturnType<typeof couponCreationBodySchema>>;
export type CouponCreationInput = z.input<ReturnType<typeof couponCreationBodySchema>>;

/** `PUT /api/coupons/{id}` (docs/product.md#codes-api): sets the phone number; null or empty removes it. */
export const couponPhoneBodySchema = z.object({
  coupon: z.object({ phone_number: optionalPhoneNumberSchema }, { error: "formErrors.required" }),
});
export type CouponPhoneBody = z.output<typeof couponPhoneBodySchema>;

/** `POST /api/coupons/{id}/send_sms`: an optional language for the text, else the request's. */
export const couponSmsBodySchema = z
  .object({ language: z.enum(supportedLanguages, { error: "formErrors.invalid" }).optional() })
  .nullish()
  .transform((body) => body ?? {});

/** `GET /api/coupons/coupon_defs?location_id&location_type` (docs/product.md#codes-api). */
export const couponDefsQuerySchema = z.object({
  location_id: requiredRowIdTextSchema,
  location_type: z.enum(locationTypes, { error: "formErrors.required" }),
});
export type CouponDefsQuery = z.output<typeof couponDefsQuerySchema>;
