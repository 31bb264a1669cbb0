import { z } from "zod";
import { ingestSiteIdSchema, ingestSmallCountSchema, ingestStampSchema, macAddressSchema } from "./ingest-fields";

/** One access point's or switch's report: reachable or not, and its connected stations. */
export const ingestEquipmentStateSchema = z.object({
  site_id: ingestSiteIdSchema,
  mac: macAddressSchema,
  is_reachable: z.boolean({ error: "formErrors.required" }),
  connected_stations: ingestSmallCountSchema,
  stamp: ingestStampSchema,
});
export type IngestEquipmentState = z.output<typeof ingestEquipmentStateSchema>;
