import { createHash } from "node:crypto";
import type { AdvertisementImageContentType, AdvertisementImageInput } from "@ondine/domain";
import type { Database } from "../../db";
import { advertisementImages } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { isAdvertisementImageRefusal, readAdvertisementImage } from "./advertisement-image";

/** An image as stored: the announcement keeps its digest; the rest is what its answer shows. */
export type StoredAdvertisementImage = {
  /** SHA-256 of the bytes, hex: the row's key and the last part of its URL. */
  digest: string;
  contentType: AdvertisementImageContentType;
  byteSize: number;
  width: number;
  height: number;
};

/**
 * Checks a dropped image from its bytes and stores it once by digest (the
 * same picture on two announcements is one row; `on conflict do nothing`
 * makes two saves of it at once both succeed). A refused image throws 422
 * INVALID_PARAMETERS with its i18n key under `errors.image`.
 */
export async function storeAdvertisementImage(
  tx: Database,
  input: AdvertisementImageInput,
): Promise<StoredAdvertisementImage> {
  const image = readAdvertisementImage(input.base64);
  if (isAdvertisementImageRefusal(image)) {
    throw new AppError("INVALID_PARAMETERS", image.message, { image: [image.refusal] });
  }
  const stored: StoredAdvertisementImage = {
    digest: createHash("sha256").update(image.bytes).digest("hex"),
    contentType: image.contentType,
    byteSize: image.bytes.length,
    width: image.width,
    height: image.height,
  };
  await tx
    .insert(advertisementImages)
    .values({ ...stored, image: image.bytes })
    .onConflictDoNothing({ target: advertisementImages.digest });
  return stored;
}

/** Where a portal and the console read the image: public, immutable (the digest names the bytes). */
export function advertisementImageUrl(digest: string): string {
  return `/api/portal/announcement-images/${digest}`;
}
