import { z } from "zod";
import { ingestSiteIdSchema, macAddressSchema } from "./ingest-fields";

/** SPEC §3 "Equipment" esl: an electronic shelf label, its label and the access point it hangs on. */
export const ingestEslSchema = z.object({
  site_id: ingestSiteIdSchema,
  mac: macAddressSchema,
  label: z
    .string({ error: "formErrors.required" })
    .trim()
    .min(1, "formErrors.required")
    .max(100, "formErrors.max_length"),
  parent_mac: macAddressSchema.nullable().default(null),
  model: z.string().trim().min(1, "formErrors.required").max(100, "formErrors.max_length").default("ESL"),
});
export type IngestEsl = z.output<typeof ingestEslSchema>;
