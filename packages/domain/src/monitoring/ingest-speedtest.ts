import { z } from "zod";
import { ingestBitsPerSecondSchema, ingestSiteIdSchema, ingestStampSchema } from "./ingest-fields";

/** One speed test of a site, in bits per second. */
export const ingestSpeedtestSchema = z.object({
  site_id: ingestSiteIdSchema,
  stamp: ingestStampSchema,
  download: ingestBitsPerSecondSchema,
  upload: ingestBitsPerSecondSchema,
});
export type IngestSpeedtest = z.output<typeof ingestSpeedtestSchema>;
