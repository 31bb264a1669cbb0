import { z } from "zod";
import { requiredTextSchema } from "../inputs/text-schema";
import { ingestSiteIdSchema, macAddressSchema } from "./ingest-fields";

/** Equipment (docs/product.md#maps-equipment) esl: an electronic shelf label, its label and the access point it hangs on. */
export const ingestEslSchema = z.object({
  site_id: ingestSiteIdSchema,
  mac: macAddressSchema,
  label: requiredTextSchema(100),
  parent_mac: macAddressSchema.nullable().default(null),
  model: requiredTextSchema(100).default("ESL"),
});
export type IngestEsl = z.output<typeof ingestEslSchema>;
