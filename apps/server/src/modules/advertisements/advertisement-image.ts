import { type AdvertisementImageContentType, advertisementErrors, advertisementLimits } from "@ondine/domain";
import { isRasterImageProblem, readRasterImage } from "../../images/raster-image";

/** An announcement's image as its bytes say (SPEC §5): a JPEG or PNG within the limits. */
export type AdvertisementImageBytes = {
  bytes: Uint8Array;
  contentType: AdvertisementImageContentType;
  width: number;
  height: number;
};

type ImageErrorKey =
  | typeof advertisementErrors.imageUnreadable
  | typeof advertisementErrors.imageType
  | typeof advertisementErrors.imageTooBig
  | typeof advertisementErrors.imageDimensions;

/** Why the image is refused: the i18n key of `errors.image`, and the same in English. */
export type AdvertisementImageRefusal = { refusal: ImageErrorKey; message: string };

const refused = (refusal: ImageErrorKey, message: string): AdvertisementImageRefusal => ({ refusal, message });

/** What `FileReader.readAsDataURL` puts before the bytes: `data:image/png;base64,` (any type, any parameters). */
const dataUrlPrefix = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;
/** Canonical base64: groups of four from the standard alphabet, padding only at the end. */
const strictBase64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The bytes of `base64`, plain or a data URL; undefined unless it is strict
 * base64 (Node's decoder would otherwise skip what it cannot read and hand
 * back part of the text as if it were an image).
 */
export function decodeImageBase64(base64: string): Uint8Array | undefined {
  const text = base64.replace(dataUrlPrefix, "");
  if (text === "" || !strictBase64.test(text)) return undefined;
  return new Uint8Array(Buffer.from(text, "base64"));
}

/**
 * SPEC §5 "jpg or png at most 2 MB", checked from the bytes whatever the
 * file's name or declared size say: the type from its signature, the size in
 * bytes (`imageMaxBytes`), each side within `imageMinSide..imageMaxSide`.
 * "Landscape preferred" is a hint the form gives, not a refusal: the width
 * and height stay in the answer for it.
 */
export function readAdvertisementImage(base64: string): AdvertisementImageBytes | AdvertisementImageRefusal {
  const bytes = decodeImageBase64(base64);
  if (bytes === undefined) return refused(advertisementErrors.imageUnreadable, "The image is not valid base64.");
  const { imageMaxBytes, imageMinSide, imageMaxSide } = advertisementLimits;
  if (bytes.length > imageMaxBytes) {
    return refused(advertisementErrors.imageTooBig, `The image is ${bytes.length} bytes, more than ${imageMaxBytes}.`);
  }
  const image = readRasterImage(bytes);
  if (image === null) return refused(advertisementErrors.imageType, "The image is neither a JPEG nor a PNG.");
  if (isRasterImageProblem(image)) {
    return image.problem === "unsupported"
      ? refused(advertisementErrors.imageType, image.message)
      : refused(advertisementErrors.imageUnreadable, image.message);
  }
  const fits = (side: number) => side >= imageMinSide && side <= imageMaxSide;
  if (!fits(image.width) || !fits(image.height)) {
    return refused(
      advertisementErrors.imageDimensions,
      `The image is ${image.width} × ${image.height}: each side must be from ${imageMinSide} to ${imageMaxSide} pixels.`,
    );
  }
  return { bytes, ...image };
}

export function isAdvertisementImageRefusal(
  value: AdvertisementImageBytes | AdvertisementImageRefusal,
): value is AdvertisementImageRefusal {
  return "refusal" in value;
}
