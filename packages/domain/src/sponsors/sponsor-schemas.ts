import { z } from "zod";
import { type CalendarDay, calendarDayOf, parseCalendarDay } from "../dates/calendar-day";
import { supportedLanguages } from "../i18n/languages";
import { rowIdSchema } from "../inputs/id-schema";
import { isWithinInstantBounds } from "../inputs/instant-schema";
import { emailSchema, requiredTextSchema } from "../inputs/text-schema";
import { isSponsorEndDayAllowed, maxSponsorDefaultDays } from "./sponsor-rules";

// Names go into mail subjects: no line breaks or other control characters.
const name = requiredTextSchema(100).regex(/^[^\p{Cc}]*$/u, "formErrors.invalid");

/**
 * `POST /api/sponsors` (docs/api.md "Sponsors"): a captive portal asks
 * `sponsor_email` to let its guest in. `language` is the guest's (the
 * portal's); it sets the language of both mails.
 */
export const sponsorRequestBodySchema = z.object({
  site_id: rowIdSchema,
  guest_email: emailSchema,
  guest_first_name: name,
  guest_last_name: name,
  sponsor_email: emailSchema,
  language: z.enum(supportedLanguages, { error: "formErrors.invalid" }).optional(),
  default_selected_days: z
    .number({ error: "formErrors.range_number" })
    .int("formErrors.range_number")
    .min(1, "formErrors.range_number")
    .max(maxSponsorDefaultDays, "formErrors.range_number")
    .optional(),
});
export type SponsorRequestBody = z.output<typeof sponsorRequestBodySchema>;

/** The day an `ends_at` names: a `YYYY-MM-DD` day, or the Paris day of an ISO moment. */
function endDayOf(text: string): CalendarDay | undefined {
  const day = parseCalendarDay(text);
  if (day) return day;
  const moment = z.iso.datetime({ offset: true }).safeParse(text);
  if (!moment.success || !isWithinInstantBounds(new Date(moment.data))) return undefined;
  return calendarDayOf(new Date(moment.data));
}

/**
 * `POST /api/sponsors/{token}/use` (`{ends_at}`, docs/product.md#sponsors-link), docs/product.md#sponsors-validation: the end
 * date is required, today at the earliest, a month ahead at the latest. The
 * code lasts to the end of that day (Paris time).
 */
export function sponsorUseBodySchema(now: Date) {
  return z.object({
    ends_at: requiredTextSchema(40).transform((text, context) => {
      const day = endDayOf(text);
      if (!day) {
        context.addIssue({ code: "custom", message: "formErrors.invalid" });
        return z.NEVER;
      }
      if (!isSponsorEndDayAllowed(day, now)) {
        context.addIssue({ code: "custom", message: "formErrors.range_date" });
        return z.NEVER;
      }
      return day;
    }),
  });
}
export type SponsorUseBody = z.output<ReturnType<typeof sponsorUseBodySchema>>;
