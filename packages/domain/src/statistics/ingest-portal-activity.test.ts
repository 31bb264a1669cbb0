import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorsFromZodIssues } from "../errors/api-error-body";
import {
  ingestCastSchema,
  ingestCodeUseSchema,
  ingestGuestSchema,
  ingestPurchaseSchema,
} from "./ingest-portal-activity";

/** The field errors an item gets, as the ingest lists them in its rejections. */
function errorsOf(schema: z.ZodType, item: unknown): Record<string, string[]> {
  const parsed = schema.safeParse(item);
  return parsed.success ? {} : fieldErrorsFromZodIssues(parsed.error.issues);
}

describe("the ingest's guests", () => {
  const guest = { site_id: 12, guest_ref: "portal-8812", created_at: "2026-11-22T19:04:00+01:00" };

  it("read a bare sign-up with no newsletter, an unknown device and absent details as null", () => {
    expect(ingestGuestSchema.parse(guest)).toEqual({
      ...guest,
      created_at: new Date("2026-11-22T18:04:00Z"),
      email: null,
      first_name: null,
      last_name: null,
      newsletter: false,
      country: null,
      language: null,
      browser_name: null,
      os_name: null,
      device: "unknown",
      room_number: null,
    });
  });

  it("store countries in upper case and trim the texts", () => {
    expect(ingestGuestSchema.parse({ ...guest, country: "de", first_name: "  Anna ", device: "mobile" })).toMatchObject(
      { country: "DE", first_name: "Anna", device: "mobile" },
    );
  });

  it("refuse a country that is not two letters, a device of no kind, a blank key and a long room number", () => {
    expect(
      errorsOf(ingestGuestSchema, {
        ...guest,
        guest_ref: " ",
        country: "FRA",
        device: "phone",
        room_number: "x".repeat(21),
      }),
    ).toEqual({
      guest_ref: ["formErrors.required"],
      country: ["formErrors.invalid"],
      device: ["formErrors.invalid"],
      room_number: ["formErrors.max_length"],
    });
  });
});

describe("the ingest's purchases", () => {
  const purchase = {
    site_id: 12,
    reference: "PAY-2026-000431",
    offer_id: 620,
    total_amount_ttc: 19.9,
    total_amount_ht: 16.58,
    currency: "eur",
    purchase_date: "2026-11-22T20:15:00Z",
    succeeded: true,
    email: "guest@example.fr",
  };

  it("read a paid purchase, not refunded unless said", () => {
    expect(ingestPurchaseSchema.parse(purchase)).toEqual({
      ...purchase,
      purchase_date: new Date("2026-11-22T20:15:00Z"),
      refunded_at: null,
    });
    expect(ingestPurchaseSchema.parse({ ...purchase, refunded_at: "2026-11-24T09:00:00+01:00" }).refunded_at).toEqual(
      new Date("2026-11-24T08:00:00Z"),
    );
  });

  it("take a refund at the purchase's instant or after it, never before", () => {
    expect(ingestPurchaseSchema.safeParse({ ...purchase, refunded_at: purchase.purchase_date }).success).toBe(true);
    expect(errorsOf(ingestPurchaseSchema, { ...purchase, refunded_at: "2026-11-22T20:14:59Z" })).toEqual({
      refunded_at: ["formErrors.invalid"],
    });
    expect(errorsOf(ingestPurchaseSchema, { ...purchase, refunded_at: "yesterday" })).toEqual({
      refunded_at: ["formErrors.invalid"],
    });
  });

  it("take amounts in cents at most, never below zero", () => {
    expect(ingestPurchaseSchema.safeParse({ ...purchase, total_amount_ttc: 19.99 }).success).toBe(true);
    expect(errorsOf(ingestPurchaseSchema, { ...purchase, total_amount_ttc: 19.999, total_amount_ht: -1 })).toEqual({
      total_amount_ttc: ["formErrors.invalid"],
      total_amount_ht: ["formErrors.invalid"],
    });
  });

  it("need whether it succeeded, a known currency and an offer id", () => {
    const { succeeded: _succeeded, ...withoutOutcome } = purchase;
    expect(errorsOf(ingestPurchaseSchema, { ...withoutOutcome, currency: "usd", offer_id: 0 })).toEqual({
      succeeded: ["formErrors.required"],
      currency: ["formErrors.invalid"],
      offer_id: ["formErrors.invalid"],
    });
  });
});

describe("the ingest's code uses", () => {
  const use = { site_id: 12, code: "K7HQ2M9P", used_at: "2026-11-22T21:00:00Z" };

  it("read a use with an unknown device and country when the portal could not tell", () => {
    expect(ingestCodeUseSchema.parse(use)).toMatchObject({
      code: "K7HQ2M9P",
      used_at: new Date("2026-11-22T21:00:00Z"),
      country: null,
      device: "unknown",
    });
  });

  it("take only codes as they are printed: eight upper-case signs without I, L, O or U", () => {
    for (const code of ["k7hq2m9p", "K7HQ2M9", "K7HQ2M9PX", "K7HQ2MOP"]) {
      expect(errorsOf(ingestCodeUseSchema, { ...use, code })).toEqual({ code: ["formErrors.invalid"] });
    }
  });

  it("refuse an instant without its offset or outside 1970..2100", () => {
    expect(errorsOf(ingestCodeUseSchema, { ...use, used_at: "2026-11-22 21:00" })).toEqual({
      used_at: ["formErrors.invalid"],
    });
    expect(errorsOf(ingestCodeUseSchema, { ...use, used_at: "2101-01-01T00:00:00Z" })).toEqual({
      used_at: ["formErrors.range_date"],
    });
  });
});

describe("the ingest's casts", () => {
  it("need the stick's serial and the app", () => {
    expect(errorsOf(ingestCastSchema, { site_id: 12, serial: "", stamp: "2026-11-22T21:00:00Z" })).toEqual({
      serial: ["formErrors.required"],
      app: ["formErrors.required"],
    });
  });
});

describe("the ingest's portal texts", () => {
  it("refuse a NUL character, which PostgreSQL text cannot hold, by name", () => {
    const guest = { site_id: 12, guest_ref: "portal-1", created_at: "2026-11-22T19:04:00Z" };
    expect(errorsOf(ingestGuestSchema, { ...guest, first_name: "An\u0000na", country: "F\u0000" })).toEqual({
      first_name: ["formErrors.invalid_character"],
      country: ["formErrors.invalid_character"],
    });
    const use = { site_id: 12, code: "K7HQ\u00002M9", used_at: "2026-11-22T21:00:00Z" };
    expect(errorsOf(ingestCodeUseSchema, use)).toEqual({ code: ["formErrors.invalid_character"] });
  });
});
