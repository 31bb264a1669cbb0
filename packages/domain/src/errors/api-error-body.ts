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
  /** docs/product.md#errors announcements: `unauthorized_locations`, naming the locations as `Type-id` (`Site-12`). */
  error: z
    .object({ code: z.literal("unauthorized_locations"), message: z.string(), locations: z.array(z.string()) })
    .optional(),
  /** docs/product.md#errors announcements: the ones sharing a location and a day with the one saved (`errors.overlapping_advertisements` names the rule). */
  overlapping_advertisements: z
    .array(
      z.object({
        id: z.number().nullable(),
        internal_title: z.string().nullable(),
        starts_at: z.string(),
        ends_at: z.string(),
      }),
    )
    .optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export type FieldErrors = ApiErrorBody["errors"];
/** The optional top-level fields some errors add to `{code, message, errors}`. */
export type ApiErrorExtras = Pick<
  ApiErrorBody,
  "reason" | "resend_available_in" | "retry_after" | "error" | "overlapping_advertisements"
>;

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
