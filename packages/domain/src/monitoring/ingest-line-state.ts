import { z } from "zod";
import { requiredTextSchema } from "../inputs/text-schema";
import { ingestBitsPerSecondSchema, ingestSiteIdSchema, ingestStampSchema } from "./ingest-fields";
import { siteLineStates } from "./site-line";

/** One Internet line's state and bandwidth (bits per second, current and maximum). */
export const ingestLineStateSchema = z.object({
  site_id: ingestSiteIdSchema,
  line_id: requiredTextSchema(64),
  /** The line's name the first time it is seen; the line id when absent. */
  name: requiredTextSchema(100).optional(),
  state: z.enum(siteLineStates, { error: "formErrors.invalid" }),
  bandwidth_current: ingestBitsPerSecondSchema,
  bandwidth_max: ingestBitsPerSecondSchema,
  stamp: ingestStampSchema,
});
export type IngestLineState = z.output<typeof ingestLineStateSchema>;
