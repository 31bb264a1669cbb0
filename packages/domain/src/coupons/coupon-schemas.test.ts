import { describe, expect, it } from "vitest";
import { fieldErrorsFromZodIssues } from "../errors/api-error-body";
import { couponDateWindow } from "./coupon-limits";
import {
  type CouponCreationInput,
  couponCreationBodySchema,
  couponDefsQuerySchema,
  couponPhoneBodySchema,
  couponSmsBodySchema,
} from "./coupon-schemas";

// 10:00 in Paris on 15 June 2026.
const now = new Date("2026-06-15T08:00:00.000Z");

const noOffers = {
  coupon: {
    creator_id: 4,
    creator_type: "CenterUser",
    location_id: 12,
    location_type: "Site",
    number: 10,
    description: "Séminaire Dupont",
    with_ran_access: false,
    phone_number: "",
    coupon_def_id: null,
    max_usage: 2,
    starts_at: "2026-06-15T08:00:00Z",
    ends_at: "2026-06-22T08:00:00+02:00",
  },
  send_sms: false,
} satisfies CouponCreationInput;

type CouponFields = Partial<Record<keyof (typeof noOffers)["coupon"], unknown>>;

function errorsOf(coupon: CouponFields, rest: Record<string, unknown> = {}) {
  const result = couponCreationBodySchema(now).safeParse({
    ...noOffers,
    ...rest,
    coupon: { ...noOffers.coupon, ...coupon },
  });
  return result.success ? {} : fieldErrorsFromZodIssues(result.error.issues);
}

describe("couponCreationBodySchema (docs/product.md#codes-validation)", () => {
  it("reads a no-offers body: dates as Dates, blank phone as none", () => {
    const body = couponCreationBodySchema(now).parse(noOffers);
    expect(body.coupon).toMatchObject({
      location_id: 12,
      location_type: "Site",
      number: 10,
      description: "Séminaire Dupont",
      phone_number: null,
      max_usage: 2,
      starts_at: new Date("2026-06-15T08:00:00Z"),
      ends_at: new Date("2026-06-22T06:00:00Z"),
    });
    expect(body.send_sms).toBe(false);
  });

  it("needs a location", () => {
    expect(errorsOf({ location_id: undefined, location_type: "Town" })).toEqual({
      "coupon.location_id": ["formErrors.required"],
      "coupon.location_type": ["formErrors.required"],
    });
  });

  it.each([
    [undefined, "formErrors.required"],
    [0, "formErrors.range_number"],
    [1_001, "formErrors.range_number"],
    [2.5, "formErrors.range_number"],
    ["10", "formErrors.range_number"],
  ])("refuses an amount of %s (1 to 1000)", (number, message) => {
    expect(errorsOf({ number })).toEqual({ "coupon.number": [message] });
  });

  it("takes an amount of 1 and of 1000", () => {
    expect(errorsOf({ number: 1 })).toEqual({});
    expect(errorsOf({ number: 1_000 })).toEqual({});
  });

  it.each([
    [undefined, "formErrors.required"],
    [0, "formErrors.range_number"],
    [1_000_001, "formErrors.range_number"],
    [-1, "formErrors.range_number"],
  ])("refuses connections of %s without an offer (1 to 1,000,000)", (maxUsage, message) => {
    expect(errorsOf({ max_usage: maxUsage })).toEqual({ "coupon.max_usage": [message] });
  });

  it("needs a description (description blank), at most 255 characters", () => {
    expect(errorsOf({ description: "   " })).toEqual({ "coupon.description": ["coupons.description_blank"] });
    expect(errorsOf({ description: undefined })).toEqual({ "coupon.description": ["coupons.description_blank"] });
    expect(errorsOf({ description: "x".repeat(256) })).toEqual({ "coupon.description": ["formErrors.max_length"] });
  });

  it("needs the date range without an offer", () => {
    expect(errorsOf({ starts_at: null, ends_at: undefined })).toEqual({
      "coupon.starts_at": ["formErrors.required"],
      "coupon.ends_at": ["formErrors.required"],
    });
    expect(errorsOf({ starts_at: "15/06/2026" })).toEqual({ "coupon.starts_at": ["formErrors.invalid"] });
  });

  it("wants the start before the end", () => {
    expect(errorsOf({ ends_at: "2026-06-15T08:00:00Z" })).toEqual({
      "coupon.ends_at": ["formErrors.valid_date_range"],
    });
    expect(errorsOf({ starts_at: "2026-06-20T08:00:00Z", ends_at: "2026-06-19T08:00:00Z" })).toEqual({
      "coupon.ends_at": ["formErrors.valid_date_range"],
    });
  });

  it("keeps the dates between the start of today and the end of the day a year ahead (Paris)", () => {
    const { earliest, latest } = couponDateWindow(now);
    expect(earliest.toISOString()).toBe("2026-06-14T22:00:00.000Z");
    expect(latest.toISOString()).toBe("2027-06-15T21:59:59.999Z");
    expect(errorsOf({ starts_at: earliest.toISOString(), ends_at: latest.toISOString() })).toEqual({});
    expect(errorsOf({ starts_at: "2026-06-14T21:59:59.999Z" })).toEqual({
      "coupon.starts_at": ["formErrors.range_date"],
    });
    expect(errorsOf({ ends_at: "2027-06-15T22:00:00.000Z" })).toEqual({ "coupon.ends_at": ["formErrors.range_date"] });
  });

  it("with an offer, takes no connections nor dates, but not half a range", () => {
    expect(errorsOf({ coupon_def_id: 596, max_usage: null, starts_at: null, ends_at: null })).toEqual({});
    expect(errorsOf({ coupon_def_id: 596, max_usage: undefined, starts_at: undefined, ends_at: undefined })).toEqual(
      {},
    );
    expect(errorsOf({ coupon_def_id: 596, starts_at: null })).toEqual({ "coupon.starts_at": ["formErrors.required"] });
    expect(errorsOf({ coupon_def_id: 596, max_usage: 0 })).toEqual({ "coupon.max_usage": ["formErrors.range_number"] });
    expect(errorsOf({ coupon_def_id: "596" })).toEqual({ "coupon.coupon_def_id": ["formErrors.invalid"] });
  });

  it("checks the phone number, stores it in E.164, for one code only", () => {
    expect(errorsOf({ number: 1, phone_number: "06 12 34 56 78" })).toEqual({
      "coupon.phone_number": ["coupons.phone_number_error"],
    });
    expect(errorsOf({ number: 2, phone_number: "+33 6 12 34 56 78" })).toEqual({
      "coupon.phone_number": ["coupons.phone_single_code"],
    });
    const body = couponCreationBodySchema(now).parse({
      ...noOffers,
      coupon: { ...noOffers.coupon, number: 1, phone_number: "+33 6 12 34 56 78" },
    });
    expect(body.coupon.phone_number).toBe("+33612345678");
  });

  it("sends an SMS for one code with a phone number only", () => {
    expect(errorsOf({ number: 1, phone_number: "+33612345678" }, { send_sms: true })).toEqual({});
    expect(errorsOf({ number: 1, phone_number: null }, { send_sms: true })).toEqual({
      "coupon.phone_number": ["formErrors.required"],
    });
    expect(errorsOf({ number: 3 }, { send_sms: true })).toEqual({ send_sms: ["coupons.phone_single_code"] });
  });

  it("takes the guest's language for the SMS among the product's", () => {
    expect(errorsOf({}, { language: "de" })).toEqual({});
    expect(errorsOf({}, { language: "pt" })).toEqual({ language: ["formErrors.invalid"] });
  });
});

describe("the other coupons bodies", () => {
  it("reads a phone update, empty meaning none", () => {
    expect(couponPhoneBodySchema.parse({ coupon: { phone_number: "+44 7911 123456" } })).toEqual({
      coupon: { phone_number: "+447911123456" },
    });
    expect(couponPhoneBodySchema.parse({ coupon: { phone_number: "" } })).toEqual({ coupon: { phone_number: null } });
    expect(couponPhoneBodySchema.safeParse({ coupon: { phone_number: "123" } }).success).toBe(false);
    expect(couponPhoneBodySchema.safeParse({}).success).toBe(false);
  });

  it("reads an SMS body, or none", () => {
    expect(couponSmsBodySchema.parse(undefined)).toEqual({});
    expect(couponSmsBodySchema.parse({ language: "es" })).toEqual({ language: "es" });
  });

  it("reads the offers query from the query string", () => {
    expect(couponDefsQuerySchema.parse({ location_id: "12", location_type: "Site" })).toEqual({
      location_id: 12,
      location_type: "Site",
    });
    expect(couponDefsQuerySchema.safeParse({ location_id: "x", location_type: "Site" }).success).toBe(false);
    expect(couponDefsQuerySchema.safeParse({ location_id: "3" }).success).toBe(false);
  });
});
