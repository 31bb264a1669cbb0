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
  /** 302 TWO_FACTOR_REQUIRED and 403 STEP_UP_REQUIRED: the second factor to ask for (`mail` or `authenticator`). */
  two_factor_method: z.enum(["mail", "authenticator"]).optional(),
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
  /**
   * docs/private-wifi.md#import: an import with a line at fault (nothing written) answers the file's
   * reading (privateImportPreviewSchema, which the import dialog parses it with): left unread here, so
   * every screen's error reading, the sign-in's included, does not carry the import's schema.
   */
  preview: z.unknown().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export type FieldErrors = ApiErrorBody["errors"];
/** The optional top-level fields some errors add to `{code, message, errors}`. */
export type ApiErrorExtras = Pick<
  ApiErrorBody,
  | "reason"
  | "resend_available_in"
  | "retry_after"
  | "error"
  | "overlapping_advertisements"
  | "preview"
  | "two_factor_method"
>;

/** What `fieldErrorsFromZodIssues` reads of a zod issue; a union's (`invalid_union`) has its options' issues. */
type FieldIssue = {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  errors?: ReadonlyArray<ReadonlyArray<FieldIssue>>;
};

/**
 * A union none of whose options took the value: the issues of the option
 * that read furthest into it (its deepest path), under the union's path, so
 * that the refusal names the field at fault (`selection.matching.q`) rather
 * than the union (`selection`). The union's own issue when none read into it.
 */
function unionOptionIssues(union: FieldIssue): ReadonlyArray<FieldIssue> {
  const depth = (issues: ReadonlyArray<FieldIssue>) => Math.max(0, ...issues.map((issue) => issue.path.length));
  let furthest: ReadonlyArray<FieldIssue> = [];
  for (const option of union.errors ?? []) if (depth(option) > depth(furthest)) furthest = option;
  if (furthest.length === 0) return [union];
  return fieldIssues(furthest.map((issue) => ({ ...issue, path: [...union.path, ...issue.path] })));
}

/** The issues that name fields: a union's replaced by its furthest option's, however deep. */
function fieldIssues(issues: ReadonlyArray<FieldIssue>): ReadonlyArray<FieldIssue> {
  return issues.flatMap((issue) => (issue.code === "invalid_union" ? unionOptionIssues(issue) : [issue]));
}

/** Field errors from a zod failure, keyed by the dotted path of each issue. */
export function fieldErrorsFromZodIssues(issues: ReadonlyArray<FieldIssue>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of fieldIssues(issues)) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_root";
    const messages = errors[key] ?? [];
    messages.push(issue.message);
    errors[key] = messages;
  }
  return errors;
}
