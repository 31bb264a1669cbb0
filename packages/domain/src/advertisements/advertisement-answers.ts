import type { LocationType } from "../locations/location";
import type { AdvertisementImageContentType, AdvertisementLocale } from "./advertisement-limits";
import type { AdvertisementState } from "./advertisement-state";

/** A stored image, served by URL (never inside a list's answer). */
export interface AdvertisementImage {
  /** `/api/portal/announcement-images/{digest}`: the same bytes for good (immutable cache). */
  url: string;
  name: string;
  /** Bytes, as read from the image itself. */
  size: number;
  content_type: AdvertisementImageContentType;
  width: number;
  height: number;
}

export interface AdvertisementLocation {
  location_id: number;
  location_type: LocationType;
  name: string;
}

export type LocalizedAdvertisementTexts = Partial<Record<AdvertisementLocale, string>>;

/** `GET /portal_annoucements/{id}`, and each item of the list (SPEC §3). */
export interface Advertisement {
  id: number;
  internal_title: string;
  public_title: LocalizedAdvertisementTexts;
  content: LocalizedAdvertisementTexts;
  signature: LocalizedAdvertisementTexts;
  starts_at: string;
  ends_at: string;
  fallback_language: AdvertisementLocale;
  /** SPEC §4 on the server's Paris day (`advertisementState`). */
  state: AdvertisementState;
  image: AdvertisementImage | null;
  locations: AdvertisementLocation[];
  /** The author; null once their account is deleted. */
  user: { firstname: string; lastname: string } | null;
  created_at: string;
  updated_at: string;
}

/** `GET /portal_annoucements?per_page=20&page=n` (SPEC §7). */
export interface AdvertisementListAnswer {
  advertisements: Advertisement[];
  current_page: number;
  total_pages: number;
  total_count: number;
}

/** `POST`, `PUT`: the announcement as stored. `DELETE` answers 204. */
export interface AdvertisementAnswer {
  advertisement: Advertisement;
}

/**
 * SPEC §8 `errors.overlapping_advertisements`: the announcements sharing a
 * location and a day with the one saved. One the caller may not open
 * (it names a location outside their scope) comes without id nor title.
 */
export interface OverlappingAdvertisement {
  id: number | null;
  internal_title: string | null;
  starts_at: string;
  ends_at: string;
}

/**
 * `GET /portal_annoucements/taken_periods`: the announcements holding days
 * on the locations asked (SPEC §5's overlap rule), by start day; as in a
 * refused save, one the caller may not open comes without id nor title.
 */
export interface AdvertisementTakenPeriodsAnswer {
  taken_periods: OverlappingAdvertisement[];
}

/** SPEC §8 `error` of a save naming locations outside the caller's: `Type-id` strings (`Site-12`). */
export interface UnauthorizedLocationsError {
  code: "unauthorized_locations";
  message: string;
  locations: string[];
}

/** `GET /api/portal/sites/{id}/announcement?lang=`: what a captive portal shows, or null. */
export interface PortalAnnouncement {
  id: number;
  /** The language the texts are in: the one asked for when filled, else the announcement's fallback. */
  language: AdvertisementLocale;
  title: string;
  content: string;
  signature: string;
  starts_at: string;
  ends_at: string;
  image: Pick<AdvertisementImage, "url" | "width" | "height" | "content_type"> | null;
}

export interface PortalAnnouncementAnswer {
  announcement: PortalAnnouncement | null;
}

/** `Type-id`, as SPEC §8 writes a location in `error.locations`. */
export function advertisementLocationKey(location: { location_type: LocationType; location_id: number }): string {
  return `${location.location_type}-${location.location_id}`;
}
