import { type ApiErrorExtras, type FieldErrors, type KnownErrorCode, statusForErrorCode } from "@ondine/domain";

const defaultMessages: Record<KnownErrorCode, string> = {
  TWO_FACTOR_REQUIRED: "A second authentication factor is required.",
  WRONG_PARAMETERS: "The request cannot be read.",
  NOT_AUTHORIZED: "Authentication is required.",
  NOT_ALLOWED: "This action is not allowed.",
  IP_NOT_ALLOWED: "Access from this address is not allowed.",
  STEP_UP_REQUIRED: "Confirm it is you with your second factor, then try again.",
  NOT_FOUND: "Not found.",
  SSO_REQUIRED: "Sign in with your provider account.",
  CONFLICT: "What the request counted on changed meanwhile: nothing was done.",
  INVALID_PARAMETERS: "The request has invalid fields.",
  TOO_MANY_REQUESTS: "Too many requests: try again in a moment.",
  INTERNAL_ERROR: "An unexpected error occurred.",
  SEARCH_TIMEOUT: "The search took too long.",
  SERVER_BUSY: "The server is very busy: try again in a few seconds.",
  DATABASE_UNAVAILABLE: "The database is briefly unavailable: try again in a few seconds.",
};

/**
 * The one error type services and routes throw: a docs/product.md#errors code, whose HTTP
 * status comes from the domain's table, a message for people reading logs or
 * raw answers, field errors (i18n keys by dotted field path) for forms, and
 * rarely extra top-level fields (`reason`, `resend_available_in`).
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: KnownErrorCode,
    message: string = defaultMessages[code],
    readonly errors: FieldErrors = {},
    /** Top-level fields added to the body, e.g. the sign-in `reason` of a 401. */
    readonly extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = statusForErrorCode(code);
  }
}

/**
 * 429 TOO_MANY_REQUESTS from a rate limit: the error handler adds the
 * `Retry-After` header, and the body says the same as `retry_after` (seconds)
 * for the console's message.
 */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many attempts: try again later.",
  ) {
    super("TOO_MANY_REQUESTS", message, {}, { retry_after: retryAfterSeconds });
  }
}
