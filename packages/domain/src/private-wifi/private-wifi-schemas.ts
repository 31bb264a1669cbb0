import { z } from "zod";
import { requiredRowIdTextSchema, rowIdSchema } from "../inputs/id-schema";
import { requiredTextSchema, textSchema } from "../inputs/text-schema";
import { pageQuerySchema } from "../pagination/page";
import { blankAsAbsent } from "../queries/query-params";
import {
  privateSpaceBulkActions,
  privateSpaceExportFormats,
  privateSpaceSorts,
  privateSpaceStates,
  privateWifiLimits,
} from "./private-wifi-codes";

// The one schema of each private Wi-Fi call (docs/private-wifi.md#calls), read
// by the server and by the console's forms. The rules that need the clock
// (an expiry day not in the past) are isExpiryDayAllowed's, on both sides too.

const expiryDaySchema = z.iso.date({ error: "formErrors.invalid" });

/** A space's name: required, at most 64 characters once trimmed. */
export const privateSpaceNameSchema = requiredTextSchema(privateWifiLimits.nameMaxLength);

/** `POST /ran/sites/{site_id}/spaces`: a new space; its key is drawn by the server. */
export const privateSpaceCreateSchema = z.object({
  name: privateSpaceNameSchema,
  comment: textSchema(privateWifiLimits.commentMaxLength).default(""),
  /** The last day the key works (Paris); null: no end. */
  expires_on: expiryDaySchema.nullable().default(null),
});
export type PrivateSpaceCreate = z.infer<typeof privateSpaceCreateSchema>;

/** `PATCH /ran/spaces/{id}`: what is sent changes; null clears the expiry. */
export const privateSpaceUpdateSchema = z
  .object({
    name: privateSpaceNameSchema.optional(),
    comment: textSchema(privateWifiLimits.commentMaxLength).optional(),
    expires_on: expiryDaySchema.nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: "formErrors.required" });
export type PrivateSpaceUpdate = z.infer<typeof privateSpaceUpdateSchema>;

/** `GET /ran/sites/{site_id}/spaces`: searched (name or comment), one state, sorted, 50 a page. */
export const privateSpaceQuerySchema = pageQuerySchema.extend({
  q: z.preprocess(blankAsAbsent, textSchema(privateWifiLimits.nameMaxLength).optional()),
  state: z.preprocess(blankAsAbsent, z.enum(privateSpaceStates, { error: "formErrors.invalid" }).optional()),
  sort: z.preprocess(blankAsAbsent, z.enum(privateSpaceSorts, { error: "formErrors.invalid" }).default("name")),
  order: z.preprocess(blankAsAbsent, z.enum(["asc", "desc"], { error: "formErrors.invalid" }).default("asc")),
});
export type PrivateSpaceQuery = z.infer<typeof privateSpaceQuerySchema>;

/** The spaces a bulk call acts on: ids of the site's (another site's answer 404), or every one a search matches. */
export const privateSpaceSelectionSchema = z.union([
  z.object({ ids: z.array(rowIdSchema).min(1, "formErrors.required").max(privateWifiLimits.bulkMaxIds) }),
  z.object({
    matching: z.object({
      q: textSchema(privateWifiLimits.nameMaxLength).optional(),
      state: z.enum(privateSpaceStates, { error: "formErrors.invalid" }).optional(),
    }),
  }),
]);
export type PrivateSpaceSelection = z.infer<typeof privateSpaceSelectionSchema>;

/**
 * `POST /ran/sites/{site_id}/spaces/bulk`: delete, reset or set the expiry
 * (`expires_on`, null clears it) of the selection; `expected` is how many the
 * confirmation said, refused (409) when the selection no longer holds that many.
 */
export const privateSpaceBulkSchema = z
  .object({
    action: z.enum(privateSpaceBulkActions, { error: "formErrors.required" }),
    selection: privateSpaceSelectionSchema,
    expected: z.number().int().min(1).max(1_000_000),
    expires_on: expiryDaySchema.nullable().optional(),
  })
  .refine((body) => body.action !== "set_expiry" || body.expires_on !== undefined, {
    message: "formErrors.required",
    path: ["expires_on"],
  });
export type PrivateSpaceBulk = z.infer<typeof privateSpaceBulkSchema>;

/** `GET /ran/sites/{site_id}/spaces/export`: the list as a file; the keys only when asked (audited). */
export const privateSpaceExportQuerySchema = z.object({
  format: z.preprocess(
    blankAsAbsent,
    z.enum(privateSpaceExportFormats, { error: "formErrors.invalid" }).default("csv"),
  ),
  with_keys: z.preprocess(blankAsAbsent, z.enum(["0", "1"], { error: "formErrors.invalid" }).default("0")),
  q: z.preprocess(blankAsAbsent, textSchema(privateWifiLimits.nameMaxLength).optional()),
  state: z.preprocess(blankAsAbsent, z.enum(privateSpaceStates, { error: "formErrors.invalid" }).optional()),
});
export type PrivateSpaceExportQuery = z.infer<typeof privateSpaceExportQuerySchema>;

/** `POST /ran/sites/{site_id}/spaces/cards`: the spaces to print, with their keys (each print audited). */
export const privateSpaceCardsSchema = z.object({ selection: privateSpaceSelectionSchema });
export type PrivateSpaceCards = z.infer<typeof privateSpaceCardsSchema>;

/** `{site_id}` and `{id}` in the paths. */
export const privateWifiSiteParamsSchema = z.object({ site_id: requiredRowIdTextSchema });
export const privateSpaceParamsSchema = z.object({ id: requiredRowIdTextSchema });
