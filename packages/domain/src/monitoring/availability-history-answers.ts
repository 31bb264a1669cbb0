import { z } from "zod";
import { siteAvailabilityLevels, siteAvailabilityReasons } from "./site-availability";

// A site's availability history (docs/alerts.md#availability): the level
// changes the server recorded, and each month's availability.

export const availabilityEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  level: z.enum(siteAvailabilityLevels),
  reason: z.enum(siteAvailabilityReasons).nullable(),
  /** Under a silence window covering the whole site: counts in no figure. */
  muted: z.boolean(),
});
export type AvailabilityEventAnswer = z.infer<typeof availabilityEventSchema>;

export const monthlyAvailabilitySchema = z.object({
  /** `YYYY-MM`, Paris. */
  month: z.string(),
  /** Available share of the measured time, 0 to 1; null when nothing was measured. */
  ratio: z.number().nullable(),
  down_seconds: z.number().int(),
  measured_seconds: z.number().int(),
});
export type MonthlyAvailabilityAnswer = z.infer<typeof monthlyAvailabilitySchema>;

/** `GET /monitoring/sites/{id}/availability?months=N`. */
export const availabilityHistoryAnswerSchema = z.object({
  site_id: z.number().int(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  /** The level in force at `from` (the last change before it), then each change in order. */
  events: z.array(availabilityEventSchema),
  months: z.array(monthlyAvailabilitySchema),
});
export type AvailabilityHistoryAnswer = z.infer<typeof availabilityHistoryAnswerSchema>;

/** `?months=` of the history: 1 to 13 (the events are kept 13 months), 3 when absent. */
export const availabilityHistoryQuerySchema = z.object({
  months: z.coerce
    .number({ error: "formErrors.invalid" })
    .int()
    .min(1, "formErrors.invalid")
    .max(13, "formErrors.invalid")
    .default(3),
});
export type AvailabilityHistoryQuery = z.infer<typeof availabilityHistoryQuerySchema>;
