import { describe, expect, it } from "vitest";
import { fieldErrorsFromZodIssues } from "../errors/api-error-body";
import { generateApiTokenBodySchema } from "./api-token-schemas";

// 23:30 in Paris on 31 January 2026.
const now = new Date("2026-01-31T22:30:00.000Z");

const read = (body: unknown) => {
  const result = generateApiTokenBodySchema(now).safeParse(body);
  return result.success ? result.data : fieldErrorsFromZodIssues(result.error.issues);
};

describe("generateApiTokenBodySchema", () => {
  it("reads an empty body as SPEC's plain call: full power, no expiry", () => {
    expect(read({})).toEqual({ read_only: false, expires_at: null });
    expect(read({ read_only: false, expires_at: null })).toEqual({ read_only: false, expires_at: null });
  });

  it("reads the restrictions, the expiry as a Paris day", () => {
    expect(read({ read_only: true })).toEqual({ read_only: true, expires_at: null });
    expect(read({ expires_at: "2026-02-01" })).toEqual({
      read_only: false,
      expires_at: { year: 2026, month: 2, day: 1 },
    });
    expect(read({ read_only: true, expires_at: "2027-01-31" })).toEqual({
      read_only: true,
      expires_at: { year: 2027, month: 1, day: 31 },
    });
  });

  it("refuses today, a past day and a day beyond a year", () => {
    expect(read({ expires_at: "2026-01-31" })).toEqual({ expires_at: ["formErrors.range_date"] });
    expect(read({ expires_at: "2025-06-01" })).toEqual({ expires_at: ["formErrors.range_date"] });
    expect(read({ expires_at: "2027-02-01" })).toEqual({ expires_at: ["formErrors.range_date"] });
  });

  it("refuses what is not a day, not a boolean, or not asked for", () => {
    expect(read({ expires_at: "" })).toEqual({ expires_at: ["formErrors.invalid"] });
    expect(read({ expires_at: "2026-02-30" })).toEqual({ expires_at: ["formErrors.invalid"] });
    expect(read({ expires_at: "2026-02-01T10:00:00Z" })).toEqual({ expires_at: ["formErrors.invalid"] });
    expect(read({ expires_at: 20260201 })).toEqual({ expires_at: ["formErrors.invalid"] });
    expect(read({ read_only: "true" })).toEqual({ read_only: ["formErrors.invalid"] });
    // A misspelt restriction must not make a full-power token.
    expect(read({ readonly: true })).toEqual({ _root: ["formErrors.invalid"] });
    expect(read(null)).toEqual({ _root: ["formErrors.invalid"] });
  });
});
