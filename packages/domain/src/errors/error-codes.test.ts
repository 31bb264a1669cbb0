import { describe, expect, it } from "vitest";
import { errorCodeForStatus, errorStatusByCode, statusForErrorCode } from "./error-codes";

describe("docs/product.md#errors error mapping", () => {
  it.each([
    [302, "TWO_FACTOR_REQUIRED"],
    [400, "WRONG_PARAMETERS"],
    [401, "NOT_AUTHORIZED"],
    [403, "NOT_ALLOWED"],
    [404, "NOT_FOUND"],
    [405, "SSO_REQUIRED"],
    [409, "CONFLICT"],
    [422, "INVALID_PARAMETERS"],
    [429, "TOO_MANY_REQUESTS"],
    [500, "INTERNAL_ERROR"],
    [502, "UNKNOWN_ERROR"],
    // Not every 503 is a search's: only the body's code says so.
    [503, "UNKNOWN_ERROR"],
    [418, "UNKNOWN_ERROR"],
  ])("status %i reads as %s", (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });

  it("reads a 403 as IP_NOT_ALLOWED only when the body names it", () => {
    expect(errorCodeForStatus(403, "IP_NOT_ALLOWED")).toBe("IP_NOT_ALLOWED");
    expect(errorCodeForStatus(403, "SOMETHING_ELSE")).toBe("NOT_ALLOWED");
  });

  it("reads a 503 as SEARCH_TIMEOUT when the body names it", () => {
    expect(errorCodeForStatus(503, "SEARCH_TIMEOUT")).toBe("SEARCH_TIMEOUT");
  });

  it("reads a 503 as DATABASE_UNAVAILABLE when the body names it", () => {
    expect(errorCodeForStatus(503, "DATABASE_UNAVAILABLE")).toBe("DATABASE_UNAVAILABLE");
  });

  it("ignores a body code that disagrees with the status", () => {
    expect(errorCodeForStatus(500, "NOT_FOUND")).toBe("INTERNAL_ERROR");
  });

  it("maps every known code back to its own status", () => {
    for (const [code, status] of Object.entries(errorStatusByCode)) {
      expect(statusForErrorCode(code as keyof typeof errorStatusByCode)).toBe(status);
      expect(errorCodeForStatus(status, code)).toBe(code);
    }
  });
});
