import { z } from "zod";
import {
  ingestBitsPerSecondSchema,
  ingestSiteIdSchema,
  ingestSmallCountSchema,
  ingestStampSchema,
} from "./ingest-fields";

/** Traffic series (docs/product.md#monitoring-data): one sample of a site's traffic (bits per second received and sent) and active users. */
export const ingestTrafficSampleSchema = z.object({
  site_id: ingestSiteIdSchema,
  stamp: ingestStampSchema,
  rx: ingestBitsPerSecondSchema,
  tx: ingestBitsPerSecondSchema,
  active_users: ingestSmallCountSchema,
});
export type IngestTrafficSample = z.output<typeof ingestTrafficSampleSchema>;
