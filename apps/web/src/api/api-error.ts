import type { ErrorCode, FieldErrors } from "@ondine/domain";

interface ApiErrorInit {
  status: number;
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
  details?: Readonly<Record<string, unknown>>;
}

/**
 * Every failed API call, read the docs/product.md#errors way. `status` is 0 when no answer
 * came back (network down, server unreachable). `errors` maps request fields
 * to i18n message keys. `details` keeps the body's other fields, which some
 * calls add (sign-in's `reason`, two-factor's `resend_available_in`).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: FieldErrors;
  readonly details: Readonly<Record<string, unknown>>;

  constructor({ status, code, message, errors = {}, details = {} }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
