import type { z } from "zod";
import { currentLanguage } from "../i18n/i18n";
import { announceAddressRefused } from "./address-refusal";
import { ApiError } from "./api-error";
import { readApiError } from "./read-api-error";

/** Every call goes under /api: same origin in production, proxied by Vite in development. */
export const apiBaseUrl = "/api";

/** docs/api.md "Sessions, cookies and CSRF": the cookie the server sets, echoed in the header. */
export const csrfCookieName = "ondine_csrf";
export const csrfHeaderName = "X-CSRF-Token";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** Sent as JSON; as is when FormData (multipart uploads) or a Blob (raw bytes, sent with the Blob's type). */
  body?: unknown;
  /** Appended to the address; null and undefined are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  signal?: AbortSignal;
  /** The browser HTTP cache's part (fetch's `cache`): "no-cache" asks the server again whatever its Cache-Control said. */
  cache?: RequestCache;
}

/**
 * The one HTTP client of the console. Sends the session cookie, the CSRF
 * token and the interface language (docs/decisions.md#api-contract), answers the
 * parsed JSON body, and throws `ApiError` for anything but a 2xx.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  return readBody<T>(await apiResponse(method, path, options));
}

/**
 * `apiRequest` whose answer is checked against the schema the server's route
 * declares for it (packages/domain): the one contract between console and
 * server. An answer that does not follow it throws `ApiError` (status 0,
 * `UNKNOWN_ERROR`, the schema's first complaint as message), so a client and
 * its server that disagree fail the screen's test instead of a user's page.
 */
export async function apiCall<Answer extends z.ZodType>(
  method: HttpMethod,
  path: string,
  answer: Answer,
  options: ApiRequestOptions = {},
): Promise<z.output<Answer>> {
  const body = await readBody<unknown>(await apiResponse(method, path, options));
  const parsed = answer.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new ApiError({
    status: 0,
    code: "UNKNOWN_ERROR",
    message: `${method} ${path}: the answer does not follow its schema (${issue?.path.join(".") || "answer"}: ${issue?.message})`,
  });
}

/**
 * A call whose route declares no body (`noBody`, a 204): `apiCall`'s contract
 * without a schema, so that the calls the sign-in page can make (the language
 * choice) bring no zod to it. An answer with a body throws as `apiCall` does.
 */
export async function apiCallWithoutAnswer(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions = {},
): Promise<void> {
  const text = await (await apiResponse(method, path, options)).text();
  if (text === "") return;
  throw new ApiError({
    status: 0,
    code: "UNKNOWN_ERROR",
    message: `${method} ${path}: the answer has a body where its route declares none`,
  });
}

/**
 * The request `apiRequest` makes, answering the 2xx response itself for a
 * caller that reads its body another way (a file read as a stream); throws
 * `ApiError` for anything but a 2xx.
 */
export async function apiResponse(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const { body, query, signal, cache } = options;
  const headers = new Headers({ Accept: "application/json", "Accept-Language": currentLanguage() });
  const isFormData = body instanceof FormData;
  const isBlob = body instanceof Blob;
  if (isBlob) headers.set("Content-Type", body.type || "application/octet-stream");
  else if (body !== undefined && !isFormData) headers.set("Content-Type", "application/json");
  // Sent on every call, not only the state-changing ones: the server decides
  // which need it (some GETs do, e.g. sign_out), and the token is no secret
  // from this page.
  const csrfToken = readCookie(csrfCookieName);
  if (csrfToken) headers.set(csrfHeaderName, csrfToken);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : isFormData || isBlob ? body : JSON.stringify(body),
      signal,
      cache,
    });
  } catch (error) {
    // A cancelled request is not a failure: let TanStack Query see the abort.
    if (signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: "UNKNOWN_ERROR",
      message: error instanceof Error ? error.message : String(error),
    });
  }

  // fetch hands back a 302 only when it carries no Location (docs/product.md#errors
  // TWO_FACTOR_REQUIRED); a real redirect is followed and answers its target.
  if (!response.ok) {
    const error = await readApiError(response);
    // docs/security.md "Organism security": the session ended; the app signs the console out.
    if (error.code === "IP_NOT_ALLOWED") announceAddressRefused();
    throw error;
  }
  return response;
}

/** A cookie of the page, decoded (as is when it is not URI-encoded). */
export function readCookie(name: string): string | undefined {
  for (const cookie of document.cookie.split(";")) {
    const separator = cookie.indexOf("=");
    if (separator !== -1 && cookie.slice(0, separator).trim() === name) {
      const value = cookie.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

function buildUrl(path: string, query: ApiRequestOptions["query"]): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  return `${apiBaseUrl}${path}${queryString ? `?${queryString}` : ""}`;
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  // 204 and empty bodies answer undefined; the caller's T says so (`void`).
  return (text === "" ? undefined : JSON.parse(text)) as T;
}
