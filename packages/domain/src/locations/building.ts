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
 * SPEC §3 "Location": a building with its lots (`beds_number`) and its
 * access points. `total` counts those a collector supervises (reachable or
 * unreachable, as the site status and floor states count them), `reached`
 * the reachable ones, `unref` the others (planned, in works, hibernating,
 * unknown...); spare ones are left out.
 */
export interface BuildingSummary {
  uuid: string;
  name: string;
  site_id: number;
  beds_number: number | null;
  floors_count: number;
  state: { ap: { reached: number; total: number; unref: number } };
}

export interface BuildingsAnswer {
  buildings: BuildingSummary[];
}
