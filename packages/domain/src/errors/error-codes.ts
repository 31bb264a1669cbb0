/**
 * HTTP mapping (docs/product.md#errors): the one table of error codes and their HTTP statuses.
 * The server answers with it; the web client reads answers with it.
 */
export const errorStatusByCode = {
  TWO_FACTOR_REQUIRED: 302,
  WRONG_PARAMETERS: 400,
  NOT_AUTHORIZED: 401,
  NOT_ALLOWED: 403,
  IP_NOT_ALLOWED: 403,
  /**
   * A sensitive call (a private Wi-Fi key's reveal, a new API token) of an account with two-factor on needs a
   * second factor of the last 5 minutes (docs/security.md "Step-up"): `POST /api/users/two_factor/step_up`, then again.
   */
  STEP_UP_REQUIRED: 403,
  NOT_FOUND: 404,
  SSO_REQUIRED: 405,
  /** What the request counted on changed meanwhile (a bulk call's confirmed count, docs/private-wifi.md#calls): nothing done. */
  CONFLICT: 409,
  INVALID_PARAMETERS: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  /** A search that did not finish within SEARCH_TIMEOUT_SECONDS (docs/search.md "Search limits"). */
  SEARCH_TIMEOUT: 503,
  /** The server sheds new requests while its event loop lags (docs/security.md "Load shedding"); `Retry-After` says when to retry. */
  SERVER_BUSY: 503,
  /**
   * The database did not answer in time or was lost (no pool connection within DATABASE_POOL_WAIT_MS,
   * a statement past DATABASE_STATEMENT_TIMEOUT_MS, a restart): `Retry-After` says when to retry
   * (docs/operations.md#database-faults).
   */
  DATABASE_UNAVAILABLE: 503,
} as const;

export type KnownErrorCode = keyof typeof errorStatusByCode;
/** UNKNOWN_ERROR is what a client makes of any status the table does not name. */
export type ErrorCode = KnownErrorCode | "UNKNOWN_ERROR";

export const errorCodes = Object.keys(errorStatusByCode) as KnownErrorCode[];

export function statusForErrorCode(code: KnownErrorCode): number {
  return errorStatusByCode[code];
}

/**
 * The code a client reads from a status (docs/product.md#errors). A 403 is IP_NOT_ALLOWED
 * only when the body says so; the body's own code wins when it is one we know
 * and agrees with the status.
 */
export function errorCodeForStatus(status: number, bodyCode?: string | null): ErrorCode {
  if (bodyCode && isKnownErrorCode(bodyCode) && errorStatusByCode[bodyCode] === status) {
    return bodyCode;
  }
  switch (status) {
    case 302:
      return "TWO_FACTOR_REQUIRED";
    case 400:
      return "WRONG_PARAMETERS";
    case 401:
      return "NOT_AUTHORIZED";
    case 403:
      return "NOT_ALLOWED";
    case 404:
      return "NOT_FOUND";
    case 405:
      return "SSO_REQUIRED";
    case 409:
      return "CONFLICT";
    case 422:
      return "INVALID_PARAMETERS";
    case 429:
      return "TOO_MANY_REQUESTS";
    case 500:
      return "INTERNAL_ERROR";
    default:
      return "UNKNOWN_ERROR";
  }
}

export function isKnownErrorCode(value: string): value is KnownErrorCode {
  return Object.hasOwn(errorStatusByCode, value);
}
