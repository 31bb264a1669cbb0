import { type Advertisement, advertisementState, type CalendarDay } from "@ondine/domain";
import type { AdvertisementLocationRow, AdvertisementRow } from "./advertisements.repository";

/**
 * An announcement as the console reads it (docs/product.md#announcements-data): its state on `today`'s
 * Paris day (docs/product.md#announcements-states), its image by URL and size (never its bytes), its
 * locations by name and its author.
 */
export function presentAdvertisement(
  row: AdvertisementRow,
  locations: readonly AdvertisementLocationRow[],
  today: CalendarDay,
  imageUrl: (digest: string) => string,
): Advertisement {
  const period = { starts_at: row.startsAt, ends_at: row.endsAt };
  return {
    id: row.id,
    internal_title: row.internalTitle,
    public_title: row.publicTitle,
    content: row.content,
    signature: row.signature,
    ...period,
    fallback_language: row.fallbackLanguage,
    state: advertisementState(period, today),
    image: row.image && {
      url: imageUrl(row.image.digest),
      name: row.image.name,
      size: row.image.byteSize,
      content_type: row.image.contentType,
      width: row.image.width,
      height: row.image.height,
    },
    locations: locations
      .filter((location) => location.advertisementId === row.id)
      .map((location) => ({ location_id: location.id, location_type: location.type, name: location.name })),
    user: row.author && { firstname: row.author.firstName, lastname: row.author.lastName },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
