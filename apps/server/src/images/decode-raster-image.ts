import sharp, { type Metadata, type PngOptions } from "sharp";
import {
  isRasterImageProblem,
  type RasterContentType,
  type RasterImage,
  type RasterImageProblem,
  readRasterImage,
} from "./raster-image";

// An uploaded PNG or JPEG decoded for real and written again (docs/security.md
// "Uploaded images"): a header alone proves nothing, since a few bytes of IHDR
// can front an HTML page or declare 64 megapixels in a file of 200 KB. What is
// stored is what sharp wrote, so nothing the upload carried past its pixels
// (trailing bytes, EXIF with its GPS position, comments) reaches those who
// download it. sharp decodes and encodes on libuv's thread pool, off the
// event loop.

/** An image as it is to be stored: the bytes sharp wrote, their type, and their size in pixels. */
export type DecodedRasterImage = RasterImage & { bytes: Uint8Array };

/** Why the bytes are refused: a header's problem, or more pixels than allowed (`tooManyPixels`). */
export type RasterDecodeProblem = RasterImageProblem | { problem: "tooManyPixels"; message: string };

export type RasterDecodeLimits = {
  /** Width × height at most: checked from the header before decoding, and by sharp while decoding. */
  maxPixels: number;
};

/**
 * The quality a JPEG is written again at: the usual one for photos on the web.
 * libjpeg's encoder with optimised Huffman tables, not mozjpeg's: mozjpeg
 * writes files about a third smaller but took 13 times as long on this
 * machine (7.8 s against 0.6 s for a 12-megapixel photo), holding one of
 * libuv's four pool threads, which file reads share, for all that time.
 */
const jpegQuality = 85;

const sharpFormats: Record<RasterContentType, keyof sharp.FormatEnum> = { "image/png": "png", "image/jpeg": "jpeg" };
const typeNames: Record<RasterContentType, string> = { "image/png": "PNG", "image/jpeg": "JPEG" };

/**
 * A PNG written back as compact as it came: with every row filter tried
 * (without them a photo grows by three quarters), and with a palette when
 * the upload had one or fewer than 8 bits a sample (else a palette or 1-bit
 * image would come back as 8-bit samples, several times larger). Such an
 * image has at most 2^bits colours, so the palette holds them all, exactly.
 */
function pngOptions(metadata: Metadata): PngOptions {
  const options: PngOptions = { compressionLevel: 9, adaptiveFiltering: true };
  const bits = metadata.bitsPerSample ?? 8;
  if (!metadata.isPalette && bits >= 8) return options;
  return { ...options, palette: true, colours: 2 ** Math.min(bits, 8), dither: 0 };
}

/**
 * Decodes a PNG or JPEG whose type is read from its signature, refusing it
 * when the header declares more than `maxPixels` (before any decoding) or
 * when sharp cannot decode it whole (`failOn: "error"`: a truncated or
 * corrupt image is unreadable, not shown half grey). Writes it again in its
 * own type, turned upright by its EXIF orientation first, since the
 * orientation goes with the rest of the metadata: the answer's width and
 * height are the written image's.
 */
export async function decodeRasterImage(
  bytes: Uint8Array,
  limits: RasterDecodeLimits,
): Promise<DecodedRasterImage | RasterDecodeProblem> {
  const header = readRasterImage(bytes);
  if (header === null) return { problem: "unsupported", message: "The image is neither a JPEG nor a PNG." };
  if (isRasterImageProblem(header)) return header;
  const typeName = typeNames[header.contentType];
  if (header.width * header.height > limits.maxPixels) {
    return {
      problem: "tooManyPixels",
      message: `The ${typeName} image is ${header.width} × ${header.height}: more than ${limits.maxPixels} pixels.`,
    };
  }
  try {
    const image = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "error" });
    const metadata = await image.metadata();
    if (metadata.format !== sharpFormats[header.contentType]) {
      return { problem: "unreadable", message: `The image does not decode as the ${typeName} it starts as.` };
    }
    const upright = image.rotate();
    const encoder =
      header.contentType === "image/png"
        ? upright.png(pngOptions(metadata))
        : upright.jpeg({ quality: jpegQuality, optimiseCoding: true });
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return {
      contentType: header.contentType,
      width: info.width,
      height: info.height,
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.length),
    };
  } catch {
    // sharp reports libvips' own words (a bad checksum, a premature end, the pixel limit); whichever it
    // is, these bytes are not an image that can be shown.
    return { problem: "unreadable", message: `The ${typeName} image cannot be decoded.` };
  }
}

export function isRasterDecodeProblem(value: DecodedRasterImage | RasterDecodeProblem): value is RasterDecodeProblem {
  return "problem" in value;
}
