import { z } from "zod";
import { pageInfoShape } from "../pagination/page";
import {
  privateImportEncodings,
  privateImportLineProblems,
  privateImportSeparators,
  privateSpacePushStates,
  privateSpaceStates,
} from "./private-wifi-codes";

// What the private Wi-Fi calls answer (docs/private-wifi.md#calls). A key is
// in no answer but the reveal's and the cards': the list and the panel say
// a key exists, not what it is.

const instant = z.iso.datetime({ offset: true });

/** A device on a space's key, from the collector's latest report. */
export const privateSpaceDeviceSchema = z.object({
  mac_address: z.string(),
  connected_since: instant,
  /** Bytes since it connected. */
  download: z.number(),
  upload: z.number(),
});
export type PrivateSpaceDevice = z.infer<typeof privateSpaceDeviceSchema>;

/** Where the site stands with the space's key: the last change's command. */
export const privateSpacePushSchema = z.object({
  state: z.enum(privateSpacePushStates),
  /** When the last change was made (and so became waiting). */
  changed_at: instant,
  /** When the collector applied it, or its last try failed. */
  finished_at: instant.nullable(),
  /** The collector's words when it failed. */
  failure: z.string().nullable(),
  /** Tries so far of the last change. */
  attempts: z.number().int(),
});

export const privateSpaceSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  name: z.string(),
  comment: z.string(),
  state: z.enum(privateSpaceStates),
  /** The last day the key works (YYYY-MM-DD, Paris), or null. */
  expires_on: z.iso.date().nullable(),
  /** The hotel room (IoT) whose key this is, if linked. */
  room: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The guest code this space was made for (`with_ran_access`), if any. */
  coupon: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  push: privateSpacePushSchema,
  devices_count: z.number().int(),
  created_at: instant,
  key_changed_at: instant,
});
export type PrivateSpace = z.infer<typeof privateSpaceSchema>;

/** `GET /ran/spaces/{id}`: a space with its devices. */
export const privateSpaceDetailSchema = privateSpaceSchema.extend({
  devices: z.array(privateSpaceDeviceSchema),
  /** The CSV import that created it (docs/private-wifi.md#model), if any; absent from a server that does not say. */
  imported_from: z.object({ id: z.number().int(), file_name: z.string(), at: instant }).nullable().optional(),
});
export type PrivateSpaceDetail = z.infer<typeof privateSpaceDetailSchema>;

/** The site's figures above the list: its keys against its limit, and the spaces by state. */
export const privateWifiSiteFiguresSchema = z.object({
  /** The site's private SSID (its `RAN` wlan), null when it has none. */
  ssid: z.string().nullable(),
  key_limit: z.number().int(),
  /** Keys the site holds now: active spaces, and deleted or expired ones whose withdrawal is not yet applied. */
  keys_in_use: z.number().int(),
  active: z.number().int(),
  expired: z.number().int(),
  with_devices: z.number().int(),
  devices: z.number().int(),
  waiting: z.number().int(),
  failed: z.number().int(),
});
export type PrivateWifiSiteFigures = z.infer<typeof privateWifiSiteFiguresSchema>;

/** `GET /ran/sites/{site_id}/spaces`: a page of the search, its total, and the site's figures. */
export const privateSpaceListSchema = z.object({
  items: z.array(privateSpaceSchema),
  total_count: z.number().int(),
  ...pageInfoShape,
  figures: privateWifiSiteFiguresSchema,
});
export type PrivateSpaceList = z.infer<typeof privateSpaceListSchema>;

/** `POST /ran/spaces/{id}/reveal` (audited): the key. */
export const privateSpaceKeySchema = z.object({ id: z.number().int(), psk: z.string() });
export type PrivateSpaceKey = z.infer<typeof privateSpaceKeySchema>;

/** `POST /ran/sites/{site_id}/spaces/bulk`: how many spaces it changed. */
export const privateSpaceBulkAnswerSchema = z.object({ affected: z.number().int() });

/** `POST /ran/sites/{site_id}/spaces/cards` (audited): what the print page draws. */
export const privateSpaceCardsAnswerSchema = z.object({
  ssid: z.string(),
  site_name: z.string(),
  cards: z.array(
    z.object({ id: z.number().int(), name: z.string(), psk: z.string(), expires_on: z.iso.date().nullable() }),
  ),
});
export type PrivateSpaceCardsAnswer = z.infer<typeof privateSpaceCardsAnswerSchema>;

/** `POST /ran/sites/{site_id}/spaces/import/preview`, and the 422 of an import with problems. */
export const privateImportPreviewSchema = z.object({
  encoding: z.enum(privateImportEncodings),
  separator: z.enum(privateImportSeparators),
  ignored_columns: z.array(z.string()),
  lines: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      comment: z.string(),
      problems: z.array(z.enum(privateImportLineProblems)),
    }),
  ),
  creatable: z.number().int(),
  with_problems: z.number().int(),
  key_limit: z.number().int(),
  keys_in_use: z.number().int(),
});
export type PrivateImportPreviewAnswer = z.infer<typeof privateImportPreviewSchema>;

/** `POST /ran/sites/{site_id}/spaces/import`: the spaces created, all of the file's lines. */
export const privateImportAnswerSchema = z.object({ import_id: z.number().int(), created: z.number().int() });

/** `GET /ran/sites/{site_id}/imports`: the site's past imports, newest first. */
export const privateImportHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      file_name: z.string(),
      created: z.number().int(),
      by: z.string().nullable(),
      at: instant,
    }),
  ),
});
export type PrivateImportHistory = z.infer<typeof privateImportHistorySchema>;
