import { z } from "zod";

/**
 * The body of every error answer: `{code, message, errors}`. `errors` maps a
 * field path (dotted, snake_case as in the request) to i18n message keys.
 */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  /** 401 NOT_AUTHORIZED at sign-in: why (`invalid_credentials`, `last_attempt`, `locked`, `unconfirmed`, `deactivated`). */
  reason: z.string().optional(),
  /** Seconds until a new two-factor code may be asked for (`twoFactor.resend_too_soon`). */
  resend_available_in: z.number().optional(),
  /** 429 TOO_MANY_REQUESTS of a rate limit: seconds to wait, as the `Retry-After` header says. */
  retry_after: z.number().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export type FieldErrors = ApiErrorBody["errors"];
/** The optional top-level fields some errors add to `{code, message, errors}`. */
export type ApiErrorExtras = Pick<ApiErrorBody, "reason" | "resend_available_in" | "retry_after">;

/** Field errors from a zod failure, keyed by the dotted path of each issue. */
export function fieldErrorsFromZodIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_root";
    const messages = errors[key] ?? [];
    messages.push(issue.message);
    errors[key] = messages;
  }
  return errors;
}
