import { eq } from "drizzle-orm";
import { advertisementImages, advertisements } from "../../db/schema";

/**
 * What a guest's portal shows of an announcement, its image's metadata
 * included (never its bytes): the portal's answer reads these, the console's
 * read them and more. The image columns need `advertisementImageJoin`.
 */
export const shownAdvertisementColumns = {
  id: advertisements.id,
  publicTitle: advertisements.publicTitle,
  content: advertisements.content,
  signature: advertisements.signature,
  startsAt: advertisements.startsAt,
  endsAt: advertisements.endsAt,
  fallbackLanguage: advertisements.fallbackLanguage,
  imageDigest: advertisements.imageDigest,
  imageContentType: advertisementImages.contentType,
  imageWidth: advertisementImages.width,
  imageHeight: advertisementImages.height,
};

/** The left join's condition: an announcement without an image reads nulls in the image's columns. */
export const advertisementImageJoin = eq(advertisementImages.digest, advertisements.imageDigest);
