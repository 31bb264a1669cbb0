import { describe, expect, it } from "vitest";
import { fieldErrorsFromZodIssues } from "../errors/api-error-body";
import { defaultSponsorEndDay, isSponsorEndDayAllowed, sponsorEndDayBounds } from "./sponsor-rules";
import { sponsorRequestBodySchema, sponsorUseBodySchema } from "./sponsor-schemas";

// 23:30 in Paris on 31 January 2026.
const now = new Date("2026-01-31T22:30:00.000Z");

describe("sponsor end date (docs/product.md#sponsors-validation)", () => {
  it("runs from today to a month ahead, in Paris days", () => {
    expect(sponsorEndDayBounds(now)).toEqual({
      earliest: { year: 2026, month: 1, day: 31 },
      latest: { year: 2026, month: 2, day: 28 },
    });
    expect(isSponsorEndDayAllowed({ year: 2026, month: 1, day: 30 }, now)).toBe(false);
    expect(isSponsorEndDayAllowed({ year: 2026, month: 3, day: 1 }, now)).toBe(false);
  });

  it("offers today plus the link's days, or one, within the month", () => {
    expect(defaultSponsorEndDay(now, undefined)).toEqual({ year: 2026, month: 2, day: 1 });
    expect(defaultSponsorEndDay(now, 7)).toEqual({ year: 2026, month: 2, day: 7 });
    expect(defaultSponsorEndDay(now, 31)).toEqual({ year: 2026, month: 2, day: 28 });
  });

  const errorsOf = (body: unknown) => {
    const result = sponsorUseBodySchema(now).safeParse(body);
    return result.success ? result.data : fieldErrorsFromZodIssues(result.error.issues);
  };

  it("reads the end date as a day or as a moment", () => {
    expect(errorsOf({ ends_at: "2026-02-03" })).toEqual({ ends_at: { year: 2026, month: 2, day: 3 } });
    expect(errorsOf({ ends_at: "2026-01-31" })).toEqual({ ends_at: { year: 2026, month: 1, day: 31 } });
    expect(errorsOf({ ends_at: "2026-02-27T23:30:00Z" })).toEqual({ ends_at: { year: 2026, month: 2, day: 28 } });
  });

  it("refuses a missing, unreadable or out-of-range end date", () => {
    expect(errorsOf({})).toEqual({ ends_at: ["formErrors.required"] });
    expect(errorsOf({ ends_at: "" })).toEqual({ ends_at: ["formErrors.required"] });
    expect(errorsOf({ ends_at: "demain" })).toEqual({ ends_at: ["formErrors.invalid"] });
    expect(errorsOf({ ends_at: "2026-01-30" })).toEqual({ ends_at: ["formErrors.range_date"] });
    expect(errorsOf({ ends_at: "2026-03-01" })).toEqual({ ends_at: ["formErrors.range_date"] });
  });
});

describe("sponsorRequestBodySchema", () => {
  const request = {
    site_id: 3,
    guest_email: "Ana.Lopez@Example.test",
    guest_first_name: "Ana",
    guest_last_name: "López",
    sponsor_email: "host@corp.test",
  };

  it("reads a portal's request, addresses in lower case", () => {
    expect(sponsorRequestBodySchema.parse({ ...request, language: "es", default_selected_days: 3 })).toEqual({
      ...request,
      guest_email: "ana.lopez@example.test",
      language: "es",
      default_selected_days: 3,
    });
  });

  it("names each wrong field", () => {
    const result = sponsorRequestBodySchema.safeParse({
      site_id: "3",
      guest_email: "nope",
      guest_first_name: " ",
      guest_last_name: "Lopez\r\nBcc: everyone@example.test",
      sponsor_email: "",
      default_selected_days: 40,
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromZodIssues(result.error?.issues ?? [])).toEqual({
      site_id: ["formErrors.invalid"],
      guest_email: ["formErrors.email"],
      guest_first_name: ["formErrors.required"],
      guest_last_name: ["formErrors.invalid"],
      sponsor_email: ["formErrors.required"],
      default_selected_days: ["formErrors.range_number"],
    });
  });
});
