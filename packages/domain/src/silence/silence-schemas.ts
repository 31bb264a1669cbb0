import { z } from "zod";
import { rowIdSchema, rowIdTextSchema } from "../inputs/id-schema";
import { optionalVerbatimTextSchema } from "../inputs/text-schema";
import { pageQuerySchema } from "../pagination/page";
import { blankAsAbsent } from "../queries/query-params";
import { silenceLimits, silenceReasons, silenceTargets, silenceWindowStates } from "./silence-codes";

// The one schema of each silent-mode call (docs/alerts.md#calls), read by the
// server and by the panel's form. Rules that need the clock (how far ahead,
// how long) are silenceWindowProblems', checked on both sides too.

/** The i18n keys of the silent-mode rules, under `silentMode.errors`. */
export const silenceErrors = {
  endsBeforeStart: "silentMode.errors.ends_before_start",
  startsInPast: "silentMode.errors.starts_in_past",
  tooFarAhead: "silentMode.errors.too_far_ahead",
  seriesTooLong: "silentMode.errors.series_too_long",
  untilBeforeStart: "silentMode.errors.until_before_start",
  occurrenceTooLong: "silentMode.errors.occurrence_too_long",
  targetIncomplete: "silentMode.errors.target_incomplete",
  notOnSite: "silentMode.errors.not_on_site",
  recurringNotExtended: "silentMode.errors.recurring_not_extended",
  windowOver: "silentMode.errors.window_over",
  extendNotLater: "silentMode.errors.extend_not_later",
} as const;

/** Weekly recurrence: the ISO weekdays (1 Monday ... 7 Sunday) it repeats on, and its last day (Paris). */
export const silenceRecurrenceSchema = z.object({
  weekdays: z
    .array(z.number().int().min(1, "formErrors.invalid").max(7, "formErrors.invalid"))
    .min(1, "formErrors.required")
    .max(7, "formErrors.invalid")
    .refine((days) => new Set(days).size === days.length, "formErrors.invalid"),
  until: z.iso.date({ error: "formErrors.invalid" }),
});
export type SilenceRecurrence = z.infer<typeof silenceRecurrenceSchema>;

/**
 * `POST /silent_mode/windows`. `building_id` with target building,
 * `equipment_ids` with target equipment (the site's own); the times are
 * instants with their offset; a recurring window repeats its first
 * occurrence (starts_at to ends_at) on the weekdays until the last day.
 */
export const silenceWindowCreateSchema = z
  .object({
    site_id: rowIdSchema,
    target: z.enum(silenceTargets, { error: "formErrors.invalid" }),
    building_id: rowIdSchema.nullable().default(null),
    equipment_ids: z.array(rowIdSchema).max(silenceLimits.maxEquipment, "formErrors.invalid").default([]),
    starts_at: z.iso.datetime({ offset: true, error: "formErrors.invalid" }),
    ends_at: z.iso.datetime({ offset: true, error: "formErrors.required" }),
    reason: z.enum(silenceReasons, { error: "formErrors.required" }),
    note: optionalVerbatimTextSchema(silenceLimits.noteMaxLength).default(""),
    recurrence: silenceRecurrenceSchema.nullable().default(null),
  })
  .refine(
    (input) =>
      (input.target !== "building" || input.building_id !== null) &&
      (input.target !== "equipment" || input.equipment_ids.length > 0),
    { message: "silentMode.errors.target_incomplete", path: ["target"] },
  );
export type SilenceWindowCreate = z.infer<typeof silenceWindowCreateSchema>;

/** `POST /silent_mode/windows/{id}/extend`: the new end, later than the current one, at most 30 days ahead. */
export const silenceWindowExtendSchema = z.object({
  ends_at: z.iso.datetime({ offset: true, error: "formErrors.required" }),
});
export type SilenceWindowExtend = z.infer<typeof silenceWindowExtendSchema>;

/** `GET /silent_mode/windows`: one state's windows (all when absent), optionally one site's, newest first per state. */
export const silenceWindowQuerySchema = pageQuerySchema.extend({
  state: z.preprocess(blankAsAbsent, z.enum(silenceWindowStates, { error: "formErrors.invalid" }).optional()),
  site_id: z.preprocess(blankAsAbsent, rowIdTextSchema.optional()),
});
export type SilenceWindowQuery = z.infer<typeof silenceWindowQuerySchema>;

/** Windows per page. */
export const silenceWindowPageSize = 25;
