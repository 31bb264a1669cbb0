import { z } from "zod";
import { ingestCountSchema, ingestSiteIdSchema, ingestStampSchema } from "./ingest-fields";

/** One speed test of a site, in bits per second. */
export const ingestSpeedtestSchema = z.object({
  site_id: ingestSiteIdSchema,
  stamp: ingestStampSchema,
  download: ingestCountSchema,
  upload: ingestCountSchema,
});
export type IngestSpeedtest = z.output<typeof ingestSpeedtestSchema>;
