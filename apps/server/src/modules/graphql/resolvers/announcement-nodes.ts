import {
  type Advertisement,
  type AdvertisementState,
  advertisementLocales,
  advertisementStates,
  type LocalizedAdvertisementTexts,
} from "@ondine/domain";
import { AppError } from "../../../errors/app-error";

// Portal announcements as GraphQL nodes (docs/advertisements.md, docs/api.md
// "Portal announcements"): the console's answer's fields, camelCase, enums in
// capitals, the texts by language as the REST answer keys them.

/** The domain's state of a GraphQL AnnouncementState (`COMING` → `coming`). */
export function announcementStateOf(name: string | null | undefined): AdvertisementState | undefined {
  if (name === null || name === undefined) return undefined;
  const state = advertisementStates.find((candidate) => candidate.toUpperCase() === name);
  if (!state)
    throw new AppError("INVALID_PARAMETERS", "No such announcement state.", { state: ["formErrors.invalid"] });
  return state;
}

/** A GraphQL Language as a locale (`DE` → `de`); the schemas refuse one the announcements do not take. */
export function localeOf(name: string | null | undefined): string | undefined {
  return name === null || name === undefined ? undefined : name.toLowerCase();
}

/** The texts as stored: a language with no text is null. */
function textsNode(texts: LocalizedAdvertisementTexts) {
  return Object.fromEntries(advertisementLocales.map((locale) => [locale, texts[locale] ?? null]));
}

/** The image's digest: the last part of its URL (`/api/portal/announcement-images/{digest}`). */
function digestOf(url: string): string {
  return url.slice(url.lastIndexOf("/") + 1);
}

export type AnnouncementNode = ReturnType<typeof announcementNode>;

export function announcementNode(advertisement: Advertisement) {
  const { image, user } = advertisement;
  return {
    id: advertisement.id,
    internalTitle: advertisement.internal_title,
    publicTitle: textsNode(advertisement.public_title),
    content: textsNode(advertisement.content),
    signature: textsNode(advertisement.signature),
    startsOn: advertisement.starts_at,
    endsOn: advertisement.ends_at,
    fallbackLanguage: advertisement.fallback_language.toUpperCase(),
    state: advertisement.state.toUpperCase(),
    image: image && {
      digest: digestOf(image.url),
      url: image.url,
      name: image.name,
      size: image.size,
      contentType: image.content_type,
      width: image.width,
      height: image.height,
    },
    locations: advertisement.locations.map((location) => ({
      type: location.location_type.toUpperCase(),
      id: location.location_id,
      name: location.name,
    })),
    author: user && { firstName: user.firstname, lastName: user.lastname },
    createdAt: advertisement.created_at,
    updatedAt: advertisement.updated_at,
  };
}
