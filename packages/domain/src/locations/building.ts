import { z } from "zod";
import { rowIdTextSchema } from "../inputs/id-schema";

const locationId = rowIdTextSchema;

/**
 * `GET /api/locations/buildings?site=ID | ?organism=ID`: the buildings of a
 * site, or of every site of an organism (docs/api.md). One of the two.
 */
export const buildingsQuerySchema = z
  .object({ site: locationId, organism: locationId })
  .refine((query) => query.site !== undefined || query.organism !== undefined, {
    message: "formErrors.required",
    path: ["site"],
  });
export type BuildingsQuery = z.infer<typeof buildingsQuerySchema>;

/**
 * Location (docs/product.md#locations-model): a building with its lots (`beds_number`) and its
 * access points. `total` counts those a collector supervises (reachable or
 * unreachable, as the site status and floor states count them), `reached`
 * the reachable ones, `unref` the others (planned, in works, hibernating,
 * unknown...); spare ones are left out.
 */
export const buildingSummarySchema = z.object({
  /** The building's number, what a silence window on it names (docs/alerts.md#silent-mode). */
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  site_id: z.number().int(),
  beds_number: z.number().int().nullable(),
  floors_count: z.number().int(),
  state: z.object({ ap: z.object({ reached: z.number(), total: z.number(), unref: z.number() }) }),
});
export type BuildingSummary = z.infer<typeof buildingSummarySchema>;

export const buildingsAnswerSchema = z.object({ buildings: z.array(buildingSummarySchema) });
export type BuildingsAnswer = z.infer<typeof buildingsAnswerSchema>;
