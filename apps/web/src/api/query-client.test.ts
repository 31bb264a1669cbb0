import { MutationObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient, maxUnavailableRetries, retryDelay, shouldRetry } from "./query-client";

const failure = (status: number) => new ApiError({ status, code: "UNKNOWN_ERROR", message: "" });

const unavailable = (code: "DATABASE_UNAVAILABLE" | "SERVER_BUSY" | "SEARCH_TIMEOUT", retryAfter?: number) =>
  new ApiError({
    status: 503,
    code,
    message: "",
    details: retryAfter === undefined ? {} : { retry_after: retryAfter },
  });

describe("shouldRetry", () => {
  it("never retries a refused request (4xx, SPEC's 302)", () => {
    for (const status of [302, 400, 401, 403, 404, 422]) expect(shouldRetry(0, failure(status))).toBe(false);
  });

  it("retries a server error or a lost connection, twice", () => {
    expect(shouldRetry(0, failure(500))).toBe(true);
    expect(shouldRetry(1, failure(0))).toBe(true);
    expect(shouldRetry(2, failure(500))).toBe(false);
  });

  it("retries a read the service answered briefly unavailable a few times more", () => {
    for (const code of ["DATABASE_UNAVAILABLE", "SERVER_BUSY"] as const) {
      expect(shouldRetry(maxUnavailableRetries - 1, unavailable(code))).toBe(true);
      expect(shouldRetry(maxUnavailableRetries, unavailable(code))).toBe(false);
    }
    // A search over its time would take as long again: an ordinary 5xx.
    expect(shouldRetry(2, unavailable("SEARCH_TIMEOUT"))).toBe(false);
  });
});

describe("retryDelay", () => {
  it("doubles from 1 s up to 30 s", () => {
    expect([0, 1, 2, 3, 10].map((count) => retryDelay(count, failure(500)))).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it("never tries again sooner than the answer's Retry-After", () => {
    expect(retryDelay(0, unavailable("DATABASE_UNAVAILABLE", 3))).toBe(3000);
    expect(retryDelay(3, unavailable("DATABASE_UNAVAILABLE", 3))).toBe(8000);
    expect(retryDelay(0, unavailable("SERVER_BUSY", 60))).toBe(60_000);
  });
});

describe("the console's query client", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads again after the Retry-After of a 503 DATABASE_UNAVAILABLE, and answers what comes back", async () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unavailable("DATABASE_UNAVAILABLE", 3))
      .mockResolvedValueOnce("sites");
    const answer = queryClient.fetchQuery({ queryKey: ["sites"], queryFn: read });

    await vi.advanceTimersByTimeAsync(2999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await expect(answer).resolves.toBe("sites");
    queryClient.clear();
  });

  it("never repeats a write, even one answered 503 DATABASE_UNAVAILABLE", async () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    const write = vi.fn<() => Promise<string>>().mockRejectedValue(unavailable("DATABASE_UNAVAILABLE", 1));
    const mutation = new MutationObserver(queryClient, { mutationFn: write });

    await expect(mutation.mutate()).rejects.toMatchObject({ code: "DATABASE_UNAVAILABLE" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(write).toHaveBeenCalledTimes(1);
    queryClient.clear();
  });
});
