import { z } from "zod";
import { ingestCountSchema, ingestSiteIdSchema, ingestStampSchema } from "./ingest-fields";
import { siteLineStates } from "./site-line";

/** One Internet line's state and bandwidth (bits per second, current and maximum). */
export const ingestLineStateSchema = z.object({
  site_id: ingestSiteIdSchema,
  line_id: z
    .string({ error: "formErrors.required" })
    .trim()
    .min(1, "formErrors.required")
    .max(64, "formErrors.max_length"),
  /** The line's name the first time it is seen; the line id when absent. */
  name: z.string().trim().min(1, "formErrors.required").max(100, "formErrors.max_length").optional(),
  state: z.enum(siteLineStates, { error: "formErrors.invalid" }),
  bandwidth_current: ingestCountSchema,
  bandwidth_max: ingestCountSchema,
  stamp: ingestStampSchema,
});
export type IngestLineState = z.output<typeof ingestLineStateSchema>;
