import { type AdvertisementImageContentType, advertisementErrors, advertisementLimits } from "@ondine/domain";
import { decodeRasterImage, isRasterDecodeProblem, type RasterDecodeProblem } from "../../images/decode-raster-image";
import { isRasterImageProblem, readRasterImage } from "../../images/raster-image";

/** An announcement's image as it is stored (docs/product.md#announcements-validation): a JPEG or PNG within the limits, as sharp wrote it. */
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

/** Each side within `imageMinSide..imageMaxSide` and the pixels within `imageMaxPixels`, or why not. */
function dimensionsRefusal(width: number, height: number): AdvertisementImageRefusal | undefined {
  const { imageMinSide, imageMaxSide, imageMaxPixels } = advertisementLimits;
  const fits = (side: number) => side >= imageMinSide && side <= imageMaxSide;
  if (!fits(width) || !fits(height)) {
    return refused(
      advertisementErrors.imageDimensions,
      `The image is ${width} × ${height}: each side must be from ${imageMinSide} to ${imageMaxSide} pixels.`,
    );
  }
  if (width * height > imageMaxPixels) {
    return refused(
      advertisementErrors.imageDimensions,
      `The image is ${width} × ${height}: more than ${imageMaxPixels} pixels.`,
    );
  }
  return undefined;
}

/**
 * "jpg or png at most 2 MB" (docs/product.md#announcements-validation), checked from the bytes whatever the
 * file's name or declared size say: the type from its signature, the size in
 * bytes (`imageMaxBytes`), each side within `imageMinSide..imageMaxSide` and
 * at most `imageMaxPixels` as the header declares them, before anything is
 * decoded; then decoded whole and written again (`decodeRasterImage`), so
 * that what is stored is an image and nothing else: no trailing bytes, no
 * metadata. The answer is the written image, its bytes and its size.
 * "Landscape preferred" is a hint the form gives, not a refusal: the width
 * and height stay in the answer for it.
 */
export async function readAdvertisementImage(
  base64: string,
): Promise<AdvertisementImageBytes | AdvertisementImageRefusal> {
  const bytes = decodeImageBase64(base64);
  if (bytes === undefined) return refused(advertisementErrors.imageUnreadable, "The image is not valid base64.");
  const { imageMaxBytes, imageMaxPixels } = advertisementLimits;
  if (bytes.length > imageMaxBytes) {
    return refused(advertisementErrors.imageTooBig, `The image is ${bytes.length} bytes, more than ${imageMaxBytes}.`);
  }
  const header = readRasterImage(bytes);
  if (header === null) return refused(advertisementErrors.imageType, "The image is neither a JPEG nor a PNG.");
  if (isRasterImageProblem(header)) return refusalOf(header);
  const declared = dimensionsRefusal(header.width, header.height);
  if (declared) return declared;
  const image = await decodeRasterImage(bytes, { maxPixels: imageMaxPixels });
  if (isRasterDecodeProblem(image)) return refusalOf(image);
  // The written image's size is the one guests get, whatever the header said: checked too.
  return dimensionsRefusal(image.width, image.height) ?? image;
}

function refusalOf(problem: RasterDecodeProblem): AdvertisementImageRefusal {
  switch (problem.problem) {
    case "unsupported":
      return refused(advertisementErrors.imageType, problem.message);
    case "tooManyPixels":
      return refused(advertisementErrors.imageDimensions, problem.message);
    case "unreadable":
      return refused(advertisementErrors.imageUnreadable, problem.message);
  }
}

export function isAdvertisementImageRefusal(
  value: AdvertisementImageBytes | AdvertisementImageRefusal,
): value is AdvertisementImageRefusal {
  return "refusal" in value;
}
