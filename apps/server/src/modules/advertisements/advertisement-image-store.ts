import { createHash } from "node:crypto";
import {
  type AdvertisementImageContentType,
  type AdvertisementImageInput,
  cleanAdvertisementImageName,
} from "@ondine/domain";
import type { Database } from "../../db";
import { advertisementImages } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { isAdvertisementImageRefusal, readAdvertisementImage } from "./advertisement-image";

/** An image as stored: the announcement keeps its digest; the rest is what its answer shows. */
export type StoredAdvertisementImage = {
  /** SHA-256 of the stored bytes (as written again, not as uploaded), hex: the row's key and its URL's last part. */
  digest: string;
  contentType: AdvertisementImageContentType;
  byteSize: number;
  width: number;
  height: number;
};

/** A dropped image checked and written again, ready to store: its row, its bytes and the name it is shown under. */
export type PreparedAdvertisementImage = StoredAdvertisementImage & { bytes: Uint8Array; name: string };

/**
 * Checks a dropped image from its bytes and writes it again
 * (`readAdvertisementImage`), outside any transaction: decoding may take a
 * second, during which no lock or connection should be held. A refused image
 * throws 422 INVALID_PARAMETERS with its i18n key under `errors.image`. The
 * name kept is its clean base name (`cleanAdvertisementImageName`).
 */
export async function prepareAdvertisementImage(input: AdvertisementImageInput): Promise<PreparedAdvertisementImage> {
  const image = await readAdvertisementImage(input.base64);
  if (isAdvertisementImageRefusal(image)) {
    throw new AppError("INVALID_PARAMETERS", image.message, { image: [image.refusal] });
  }
  return {
    digest: createHash("sha256").update(image.bytes).digest("hex"),
    contentType: image.contentType,
    byteSize: image.bytes.length,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    name: cleanAdvertisementImageName(input.name, image.contentType),
  };
}

/**
 * Stores a prepared image once by digest (the same picture on two
 * announcements is one row; `on conflict do nothing` makes two saves of it
 * at once both succeed).
 */
export async function storeAdvertisementImage(
  tx: Database,
  image: PreparedAdvertisementImage,
): Promise<StoredAdvertisementImage> {
  const { bytes, name: _shownName, ...stored } = image;
  await tx
    .insert(advertisementImages)
    .values({ ...stored, image: bytes })
    .onConflictDoNothing({ target: advertisementImages.digest });
  return stored;
}

/** Where a portal and the console read the image: public, immutable (the digest names the bytes). */
export function advertisementImageUrl(digest: string): string {
  return `/api/portal/announcement-images/${digest}`;
}
