import { z } from "zod";
import { pageInfoShape } from "../pagination/page";
import { silenceReasons, silenceTargets, silenceWindowStates } from "./silence-codes";
import { silenceRecurrenceSchema } from "./silence-schemas";

// What the silent-mode calls answer (docs/alerts.md#calls).

const instant = z.iso.datetime({ offset: true });

export const silenceWindowAnswerSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  organism_name: z.string(),
  target: z.enum(silenceTargets),
  building_id: z.number().int().nullable(),
  building_name: z.string().nullable(),
  /** The pieces of equipment covered (target equipment), by MAC and tag. */
  equipment: z.array(z.object({ id: z.number().int(), mac: z.string(), tag: z.string().nullable() })),
  /** The first occurrence. */
  starts_at: instant,
  ends_at: instant,
  recurrence: silenceRecurrenceSchema.nullable(),
  /** The RFC 5545 rule the recurrence is evaluated by (null: once). */
  rrule: z.string().nullable(),
  reason: z.enum(silenceReasons),
  note: z.string(),
  extensions: z.number().int(),
  ended_early_at: instant.nullable(),
  state: z.enum(silenceWindowStates),
  /** The occurrence under way, or else the next one; null when over. */
  next_occurrence: z.object({ starts_at: instant, ends_at: instant }).nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: instant,
});
export type SilenceWindowAnswer = z.infer<typeof silenceWindowAnswerSchema>;

export const silenceWindowListAnswerSchema = z.object({
  items: z.array(silenceWindowAnswerSchema),
  ...pageInfoShape,
});
export type SilenceWindowListAnswer = z.infer<typeof silenceWindowListAnswerSchema>;
