import {
  calendarDayOf,
  completeAdvertisementLocales,
  formatCalendarDay,
  type PortalAnnouncementAnswer,
  portalAnnouncementLanguage,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import { advertisementImageUrl } from "./advertisement-image-store";
import {
  type AnnouncementImageFile,
  findAnnouncementImage,
  findPortalAnnouncement,
} from "./portal-announcements.repository";

/**
 * What a captive portal shows a guest of `siteId` now: the current
 * announcement of the site (or of its organism) in the guest's language when
 * its three texts are filled, else in the announcement's fallback. No site,
 * no announcement or no such site all answer the same null: the call tells
 * nothing about which sites exist.
 */
export async function getPortalAnnouncement(
  db: Database,
  siteId: number | undefined,
  requestedLanguage: string | undefined,
  now: Date,
): Promise<PortalAnnouncementAnswer> {
  if (siteId === undefined) return { announcement: null };
  const row = await findPortalAnnouncement(db, siteId, formatCalendarDay(calendarDayOf(now)));
  if (!row) return { announcement: null };
  const texts = { public_title: row.publicTitle, content: row.content, signature: row.signature };
  const language = portalAnnouncementLanguage(
    completeAdvertisementLocales(texts),
    row.fallbackLanguage,
    requestedLanguage,
  );
  return {
    announcement: {
      id: row.id,
      language,
      title: row.publicTitle[language] ?? "",
      content: row.content[language] ?? "",
      signature: row.signature[language] ?? "",
      starts_at: row.startsAt,
      ends_at: row.endsAt,
      image:
        row.imageDigest !== null && row.image !== null
          ? {
              url: advertisementImageUrl(row.imageDigest),
              width: row.image.width,
              height: row.image.height,
              content_type: row.image.contentType,
            }
          : null,
    },
  };
}

/** An announcement's image by digest (the bytes unless the caller holds them); 404 for any other digest. */
export async function getAnnouncementImage(
  db: Database,
  digest: string | undefined,
  heldDigests: readonly string[] | "any",
): Promise<AnnouncementImageFile> {
  const image = digest === undefined ? undefined : await findAnnouncementImage(db, digest, heldDigests);
  if (!image) throw new AppError("NOT_FOUND", "No such image.");
  return image;
}
