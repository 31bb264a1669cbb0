import { z } from "zod";
import { type CalendarDay, parseCalendarDay } from "../dates/calendar-day";
import { textSchema } from "../inputs/text-schema";
import { isApiTokenExpiryDayAllowed } from "./api-token-rules";

/**
 * `POST /api/generate_api_token` (docs/product.md#accounts-api-token; docs/api.md "API tokens"), and the
 * token page's form: the restrictions of the new token. Both are optional:
 * an empty body (SPEC's plain call) makes a full-power token that never
 * expires. `expires_at` is a `YYYY-MM-DD` day (Paris), from tomorrow to a
 * year ahead; the token works to the end of that day. Unknown fields are
 * refused rather than ignored: a misspelt restriction (`readonly`) must not
 * quietly make a full-power token.
 */
export function generateApiTokenBodySchema(now: Date) {
  return z.strictObject(
    {
      read_only: z.boolean({ error: "formErrors.invalid" }).optional().default(false),
      expires_at: textSchema(40, "formErrors.invalid")
        .nullable()
        .optional()
        .transform((text, context): CalendarDay | null => {
          if (text === null || text === undefined) return null;
          const day = parseCalendarDay(text);
          if (!day) {
            context.addIssue({ code: "custom", message: "formErrors.invalid" });
            return z.NEVER;
          }
          if (!isApiTokenExpiryDayAllowed(day, now)) {
            context.addIssue({ code: "custom", message: "formErrors.range_date" });
            return z.NEVER;
          }
          return day;
        }),
    },
    { error: "formErrors.invalid" },
  );
}
/** The body as sent (the form's values): `expires_at` a `YYYY-MM-DD` day or null. */
export type GenerateApiTokenBody = z.input<ReturnType<typeof generateApiTokenBodySchema>>;
/** The body as read: the expiry as a day. */
export type GenerateApiTokenRequest = z.output<ReturnType<typeof generateApiTokenBodySchema>>;
