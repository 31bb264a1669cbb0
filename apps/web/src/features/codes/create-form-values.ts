import {
  type CouponCreationInput,
  couponCreationBodySchema,
  type FieldErrors,
  fieldErrorsFromZodIssues,
  type LocationType,
  locationTypes,
} from "@ondine/domain";

/** The create form's fields, as the inputs hold them. */
export interface CreateCodesValues {
  /** `Site-12`, `Organism-3`. */
  location: string;
  /** The chosen offer's id (offers mode). */
  offerId: string;
  number: number | string;
  description: string;
  /** Connections per code (no-offers mode). */
  maxUsage: number | string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone: required without offers, both or neither with one. */
  startsAt: string;
  endsAt: string;
  phoneNumber: string;
  sendSms: boolean;
  withRanAccess: boolean;
}

export type CreateCodesField = keyof CreateCodesValues;

/** docs/product.md#codes-validation: with offers one is chosen; without, dates and connections are typed. */
export type CreationMode = "offers" | "noOffers";

export interface CreationContext {
  mode: CreationMode;
  /** The actor holds roles.ran (docs/product.md#codes-validation). */
  canGrantRan: boolean;
}

export const emptyCreateCodesValues: CreateCodesValues = {
  location: "",
  offerId: "",
  number: 1,
  description: "",
  maxUsage: "",
  startsAt: "",
  endsAt: "",
  phoneNumber: "",
  sendSms: false,
  withRanAccess: false,
};

export function locationValue(location: { id: number; type: LocationType }): string {
  return `${location.type}-${location.id}`;
}

export function parseLocationValue(value: string): { id: number; type: LocationType } | null {
  const [type, id] = value.split("-");
  const number = Number(id);
  return (locationTypes as readonly string[]).includes(type ?? "") && Number.isSafeInteger(number) && number > 0
    ? { type: type as LocationType, id: number }
    : null;
}

function numberOrUndefined(value: number | string): number | undefined {
  if (typeof value === "number") return value;
  return value.trim() === "" ? undefined : Number(value);
}

/** A `datetime-local` value as an ISO moment with its offset; undefined when blank, as typed when unreadable. */
function moment(value: string): string | undefined {
  if (value.trim() === "") return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** docs/product.md#codes-validation: the phone and the SMS exist for one code only. */
export function offersPhone(values: Pick<CreateCodesValues, "number">): boolean {
  return numberOrUndefined(values.number) === 1;
}

/** POST /coupons's body (docs/product.md#codes-api); the fields a mode does not show are left out. */
export function creationBody(
  values: CreateCodesValues,
  context: CreationContext,
  creatorId: number,
): CouponCreationInput {
  const location = parseLocationValue(values.location);
  const withPhone = offersPhone(values);
  const offers = context.mode === "offers";
  return {
    coupon: {
      creator_id: creatorId,
      creator_type: "CenterUser",
      location_id: location?.id as number,
      location_type: location?.type as LocationType,
      number: numberOrUndefined(values.number) as number,
      description: values.description,
      with_ran_access: context.canGrantRan && values.withRanAccess,
      phone_number: withPhone && values.phoneNumber.trim() !== "" ? values.phoneNumber : null,
      coupon_def_id: offers && values.offerId ? Number(values.offerId) : null,
      max_usage: offers ? null : numberOrUndefined(values.maxUsage),
      // With an offer the range may be left out (docs/product.md#codes-validation): null then, the server takes now to the window's end.
      starts_at: offers ? (moment(values.startsAt) ?? null) : moment(values.startsAt),
      ends_at: offers ? (moment(values.endsAt) ?? null) : moment(values.endsAt),
    },
    send_sms: withPhone && values.sendSms,
  };
}

const fieldOfPath: Record<string, CreateCodesField> = {
  "coupon.location_id": "location",
  "coupon.location_type": "location",
  "coupon.number": "number",
  "coupon.description": "description",
  "coupon.max_usage": "maxUsage",
  "coupon.starts_at": "startsAt",
  "coupon.ends_at": "endsAt",
  "coupon.phone_number": "phoneNumber",
  "coupon.coupon_def_id": "offerId",
  "coupon.with_ran_access": "withRanAccess",
  send_sms: "sendSms",
};

/** Request-field errors (the schema's or the server's 422) as form-field errors: the first key of each. */
export function formErrorsOf(errors: FieldErrors): Partial<Record<CreateCodesField, string>> {
  const result: Partial<Record<CreateCodesField, string>> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = fieldOfPath[path];
    const message = messages[0];
    if (field && message && !result[field]) result[field] = message;
  }
  return result;
}

/**
 * Code creation (docs/product.md#codes-validation) on the form, with the domain's schema (the
 * server's own), plus the offer rule the schema leaves to the server: where
 * the location has offers, one is chosen.
 */
export function validateCreateCodes(
  values: CreateCodesValues,
  context: CreationContext,
  now: Date,
): Partial<Record<CreateCodesField, string>> {
  const result = couponCreationBodySchema(now).safeParse(creationBody(values, context, 0));
  const errors = result.success ? {} : formErrorsOf(fieldErrorsFromZodIssues(result.error.issues));
  if (context.mode === "offers" && !values.offerId && !errors.offerId) errors.offerId = "formErrors.required";
  return errors;
}
