import { z } from "zod";
import { blankAsAbsent, searchTextSchema } from "../queries/query-params";
import { locationStates, locationTypes } from "./location";

export const locationOptionsLimitDefault = 20;
export const locationOptionsLimitMax = 50;

/** `?state=` once or repeated (`?state=En production&state=Etude`), read as a list. */
const stateList = z.preprocess(
  (value) => (blankAsAbsent(value) === undefined ? undefined : Array.isArray(value) ? value : [value]),
  z.array(z.enum(locationStates, { error: "formErrors.invalid" })).optional(),
);

/**
 * `GET /api/locations?search=&type=&state=&limit=`: the location pickers'
 * source (docs/product.md#locations-model: user pickers offer sites in production and in study).
 * `state` filters sites; organisms have no state of their own.
 */
export const locationOptionsQuerySchema = z.object({
  search: searchTextSchema,
  type: z.preprocess(blankAsAbsent, z.enum(locationTypes, { error: "formErrors.invalid" }).optional()),
  state: stateList,
  limit: z.coerce
    .number({ error: "formErrors.invalid" })
    .int("formErrors.invalid")
    .min(1, "formErrors.invalid")
    .max(locationOptionsLimitMax, "formErrors.invalid")
    .default(locationOptionsLimitDefault),
});
export type LocationOptionsQuery = z.infer<typeof locationOptionsQuerySchema>;

/** A location as a picker lists it (docs/product.md#locations-model: id, type, name, organism, state). */
export const locationOptionSchema = z.object({
  id: z.number().int(),
  type: z.enum(locationTypes),
  name: z.string(),
  /** The organism itself for an organism. */
  organism_id: z.number().int(),
  organism_name: z.string(),
  /** A site's state; null for an organism. */
  state: z.enum(locationStates).nullable(),
});
export type LocationOption = z.infer<typeof locationOptionSchema>;

/** `GET /api/locations`. */
export const locationOptionsAnswerSchema = z.object({ locations: z.array(locationOptionSchema) });
export type LocationOptionsAnswer = z.infer<typeof locationOptionsAnswerSchema>;
