import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { shouldRetry } from "./query-client";

const failure = (status: number) => new ApiError({ status, code: "UNKNOWN_ERROR", message: "" });

describe("shouldRetry", () => {
  it("never retries a refused request (4xx, SPEC's 302)", () => {
    for (const status of [302, 400, 401, 403, 404, 422]) expect(shouldRetry(0, failure(status))).toBe(false);
  });

  it("retries a server error or a lost connection, twice", () => {
    expect(shouldRetry(0, failure(500))).toBe(true);
    expect(shouldRetry(1, failure(0))).toBe(true);
    expect(shouldRetry(2, failure(500))).toBe(false);
  });
});
