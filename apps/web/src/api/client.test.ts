import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { applyLanguage } from "../i18n/change-language";
import { ApiError } from "./api-error";
import { apiCall, apiRequest } from "./client";

function answer(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function jsonResponse(status: number, body: unknown, statusText = ""): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { "content-type": "application/json" },
  });
}

/** Plays the server's Set-Cookie; jsdom has no Cookie Store API. */
function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie.
  document.cookie = cookie;
}

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("apiRequest", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("calls /api with the session cookie, JSON and the interface language", async () => {
    const fetchMock = answer(jsonResponse(200, { id: 7 }));
    await applyLanguage("en");

    const result = await apiRequest<{ id: number }>("POST", "/coupons", {
      body: { number: 2 },
      query: { site_id: 12, tags: ["a", "b"], empty: undefined },
    });

    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/coupons?site_id=12&tags=a&tags=b");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe('{"number":2}');
    const headers = new Headers(init?.headers);
    expect(headers.get("Accept-Language")).toBe("en");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Accept")).toBe("application/json");
  });

  it("sends a Blob's bytes as they are, typed as the Blob is (a floor plan's upload)", async () => {
    const fetchMock = answer(jsonResponse(200, {}));
    const plan = new Blob(["<svg/>"], { type: "image/svg+xml" });
    await apiRequest("PUT", "/monitoring/floors/f-1/plan", { body: plan });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(plan);
    expect(new Headers(init?.headers).get("Content-Type")).toBe("image/svg+xml");
  });

  it("leaves the browser's cache to its default, unless a call asks for fresh data", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, {}));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("GET", "/monitoring/status");
    await apiRequest("GET", "/monitoring/sites/5/full", { cache: "no-cache" });
    expect(fetchMock.mock.calls.map((call) => call[1]?.cache)).toEqual([undefined, "no-cache"]);
  });

  it("echoes the ondine_csrf cookie in X-CSRF-Token", async () => {
    const fetchMock = answer(jsonResponse(200, {}));
    setCookie("other=1");
    setCookie("ondine_csrf=abc%2B123");
    try {
      await apiRequest("GET", "/users/sign_out");
      expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("X-CSRF-Token")).toBe("abc+123");
    } finally {
      setCookie("ondine_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT");
      setCookie("other=; expires=Thu, 01 Jan 1970 00:00:00 GMT");
    }
  });

  it("sends no X-CSRF-Token before the server has set the cookie", async () => {
    const fetchMock = answer(jsonResponse(200, {}));
    await apiRequest("POST", "/users/sign_in", { body: {} });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has("X-CSRF-Token")).toBe(false);
  });

  it("answers undefined for an empty body", async () => {
    answer(new Response(null, { status: 204 }));
    await expect(apiRequest<void>("DELETE", "/coupons/1")).resolves.toBeUndefined();
  });

  it("takes code, message and field errors from the JSON error body", async () => {
    answer(
      jsonResponse(422, {
        code: "INVALID_PARAMETERS",
        message: "The request has invalid fields.",
        errors: { "coupon.number": ["formErrors.range_number"] },
      }),
    );
    const error = await failureOf(apiRequest("POST", "/coupons", { body: {} }));
    expect(error).toMatchObject({
      status: 422,
      code: "INVALID_PARAMETERS",
      message: "The request has invalid fields.",
      errors: { "coupon.number": ["formErrors.range_number"] },
    });
  });

  it("keeps the body's other fields as details", async () => {
    answer(
      jsonResponse(401, { code: "NOT_AUTHORIZED", message: "Wrong password.", errors: {}, reason: "last_attempt" }),
    );
    const error = await failureOf(apiRequest("POST", "/users/sign_in", { body: {} }));
    expect(error).toMatchObject({ code: "NOT_AUTHORIZED", details: { reason: "last_attempt" } });
    expect(error.details).not.toHaveProperty("code");
  });

  it.each([
    [400, "WRONG_PARAMETERS"],
    [401, "NOT_AUTHORIZED"],
    [403, "NOT_ALLOWED"],
    [404, "NOT_FOUND"],
    [405, "SSO_REQUIRED"],
    [422, "INVALID_PARAMETERS"],
    [500, "INTERNAL_ERROR"],
    [503, "UNKNOWN_ERROR"],
  ])("reads a bare %i as %s with the status text as message", async (status, code) => {
    answer(new Response("<html>oops</html>", { status, statusText: "Status text" }));
    const error = await failureOf(apiRequest("GET", "/anything"));
    expect(error).toMatchObject({ status, code, message: "Status text", errors: {} });
  });

  it("reads the wait of a 429 from Retry-After when the body does not say it", async () => {
    answer(
      new Response(JSON.stringify({ code: "TOO_MANY_REQUESTS", message: "Slow down.", errors: {} }), {
        status: 429,
        headers: { "content-type": "application/json", "retry-after": "12" },
      }),
    );
    const error = await failureOf(apiRequest("POST", "/search", { body: {} }));
    expect(error).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS", details: { retry_after: 12 } });
  });

  it("reads a 302 without a Location as TWO_FACTOR_REQUIRED", async () => {
    answer(jsonResponse(302, { code: "TWO_FACTOR_REQUIRED", message: "Second factor needed." }));
    const error = await failureOf(apiRequest("POST", "/login", { body: {} }));
    expect(error).toMatchObject({ status: 302, code: "TWO_FACTOR_REQUIRED", message: "Second factor needed." });
  });

  it("tells IP_NOT_ALLOWED from NOT_ALLOWED by the body's code", async () => {
    answer(jsonResponse(403, { code: "IP_NOT_ALLOWED", message: "Address refused." }));
    expect(await failureOf(apiRequest("GET", "/me"))).toMatchObject({ status: 403, code: "IP_NOT_ALLOWED" });

    answer(jsonResponse(403, { code: "SOMETHING_ELSE", message: "No." }));
    expect(await failureOf(apiRequest("GET", "/me"))).toMatchObject({ status: 403, code: "NOT_ALLOWED" });
  });

  it("keeps what is readable of a partial error body", async () => {
    answer(jsonResponse(404, { message: "No such coupon." }, "Not Found"));
    const error = await failureOf(apiRequest("GET", "/coupons/9"));
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND", message: "No such coupon.", errors: {} });
  });

  it("turns a network failure into UNKNOWN_ERROR with status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await failureOf(apiRequest("GET", "/health"));
    expect(error).toMatchObject({ status: 0, code: "UNKNOWN_ERROR", message: "Failed to fetch" });
  });

  it("lets an aborted request reject with the abort, not as a failure", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        controller.abort();
        throw new DOMException("The operation was aborted.", "AbortError");
      }),
    );
    await expect(apiRequest("GET", "/health", { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});

describe("apiCall", () => {
  const answerSchema = z.object({ id: z.number().int(), name: z.string() });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("answers the body parsed with the route's schema, unknown fields dropped", async () => {
    answer(jsonResponse(200, { id: 7, name: "Lobby", internal: true }));
    await expect(apiCall("GET", "/things/7", answerSchema)).resolves.toEqual({ id: 7, name: "Lobby" });
  });

  it("fails UNKNOWN_ERROR with status 0 on an answer that does not follow the schema, naming the field", async () => {
    answer(jsonResponse(200, { advertisement: { id: 7, name: "Lobby" } }));
    const error = await failureOf(apiCall("GET", "/things/7", answerSchema));
    expect(error.status).toBe(0);
    expect(error.code).toBe("UNKNOWN_ERROR");
    expect(error.message).toContain("GET /things/7");
    expect(error.message).toContain("id");
  });

  it("parses an empty body as undefined, so a no-body call declares z.undefined()", async () => {
    answer(new Response(null, { status: 204 }));
    await expect(apiCall("DELETE", "/things/7", z.undefined())).resolves.toBeUndefined();
    answer(new Response(null, { status: 204 }));
    await expect(failureOf(apiCall("DELETE", "/things/7", answerSchema))).resolves.toMatchObject({ status: 0 });
  });

  it("throws the server's error as apiRequest does, before any parsing", async () => {
    answer(jsonResponse(404, { code: "NOT_FOUND", message: "Not found", errors: {} }));
    const error = await failureOf(apiCall("GET", "/things/8", answerSchema));
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});
