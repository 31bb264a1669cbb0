import { z } from "zod";
import { type LocationType, locationTypes } from "../locations/location";
import { advertisementImageContentTypes, advertisementLocales } from "./advertisement-limits";
import { advertisementStates } from "./advertisement-state";

/** A stored image, served by URL (never inside a list's answer). */
export const advertisementImageSchema = z.object({
  /** `/api/portal/announcement-images/{digest}`: the same bytes for good (immutable cache). */
  url: z.string(),
  name: z.string(),
  /** Bytes, as read from the image itself. */
  size: z.number().int(),
  content_type: z.enum(advertisementImageContentTypes),
  width: z.number().int(),
  height: z.number().int(),
});
export type AdvertisementImage = z.infer<typeof advertisementImageSchema>;

export const advertisementLocationSchema = z.object({
  location_id: z.number().int(),
  location_type: z.enum(locationTypes),
  name: z.string(),
});
export type AdvertisementLocation = z.infer<typeof advertisementLocationSchema>;

const localizedAdvertisementTextsSchema = z.partialRecord(z.enum(advertisementLocales), z.string());
export type LocalizedAdvertisementTexts = z.infer<typeof localizedAdvertisementTextsSchema>;

/** `GET /portal_annoucements/{id}`, and each item of the list (docs/product.md#announcements-data). */
export const advertisementSchema = z.object({
  id: z.number().int(),
  internal_title: z.string(),
  public_title: localizedAdvertisementTextsSchema,
  content: localizedAdvertisementTextsSchema,
  signature: localizedAdvertisementTextsSchema,
  starts_at: z.iso.date(),
  ends_at: z.iso.date(),
  fallback_language: z.enum(advertisementLocales),
  /** docs/product.md#announcements-states on the server's Paris day (`advertisementState`). */
  state: z.enum(advertisementStates),
  image: advertisementImageSchema.nullable(),
  locations: z.array(advertisementLocationSchema),
  /** The author; null once their account is deleted. */
  user: z.object({ firstname: z.string(), lastname: z.string() }).nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;

/** `GET /portal_annoucements?per_page=20&page=n` (docs/product.md#announcements). */
export const advertisementListAnswerSchema = z.object({
  advertisements: z.array(advertisementSchema),
  current_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});
export type AdvertisementListAnswer = z.infer<typeof advertisementListAnswerSchema>;

/** `GET /{id}`, `POST`, `PUT`: the announcement as stored. `DELETE` answers 204. */
export const advertisementAnswerSchema = z.object({ advertisement: advertisementSchema });
export type AdvertisementAnswer = z.infer<typeof advertisementAnswerSchema>;

/**
 * docs/product.md#errors `errors.overlapping_advertisements`: the announcements sharing a
 * location and a day with the one saved. One the caller may not open
 * (it names a location outside their scope) comes without id nor title.
 */
export const overlappingAdvertisementSchema = z.object({
  id: z.number().int().nullable(),
  internal_title: z.string().nullable(),
  starts_at: z.iso.date(),
  ends_at: z.iso.date(),
});
export type OverlappingAdvertisement = z.infer<typeof overlappingAdvertisementSchema>;

/**
 * `GET /portal_annoucements/taken_periods`: the announcements holding days
 * on the locations asked (docs/product.md#announcements-validation overlap rule), by start day; as in a
 * refused save, one the caller may not open comes without id nor title.
 */
export const advertisementTakenPeriodsAnswerSchema = z.object({
  taken_periods: z.array(overlappingAdvertisementSchema),
});
export type AdvertisementTakenPeriodsAnswer = z.infer<typeof advertisementTakenPeriodsAnswerSchema>;

/** docs/product.md#errors `error` of a save naming locations outside the caller's: `Type-id` strings (`Site-12`). */
export interface UnauthorizedLocationsError {
  code: "unauthorized_locations";
  message: string;
  locations: string[];
}

/** `GET /api/portal/sites/{id}/announcement?lang=`: what a captive portal shows, or null. */
export const portalAnnouncementSchema = z.object({
  id: z.number().int(),
  /** The language the texts are in: the one asked for when filled, else the announcement's fallback. */
  language: z.enum(advertisementLocales),
  title: z.string(),
  content: z.string(),
  signature: z.string(),
  starts_at: z.iso.date(),
  ends_at: z.iso.date(),
  image: advertisementImageSchema.pick({ url: true, width: true, height: true, content_type: true }).nullable(),
});
export type PortalAnnouncement = z.infer<typeof portalAnnouncementSchema>;

export const portalAnnouncementAnswerSchema = z.object({ announcement: portalAnnouncementSchema.nullable() });
export type PortalAnnouncementAnswer = z.infer<typeof portalAnnouncementAnswerSchema>;

/** `Type-id`, as the product (docs/product.md#errors) writes a location in `error.locations`. */
export function advertisementLocationKey(location: { location_type: LocationType; location_id: number }): string {
  return `${location.location_type}-${location.location_id}`;
}
