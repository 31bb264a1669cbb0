// The PNG and JPEG readers shared by floor plans and portal
// announcements: both check an upload from its own bytes, never
// from the name or type the client gave.

/** A raster type a browser shows everywhere. */
export type RasterContentType = "image/png" | "image/jpeg";

/** What the bytes say: their type and size in pixels. */
export type RasterImage = { contentType: RasterContentType; width: number; height: number };

/**
 * Why the bytes cannot be used: `unreadable` (not the structure its signature
 * announces) or `unsupported` (a JPEG encoding browsers cannot all show), and
 * the same in English for people reading logs or raw answers.
 */
export type RasterImageProblem = { problem: "unreadable" | "unsupported"; message: string };

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte);
const uint16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint32 = (bytes: Uint8Array, at: number) => uint16(bytes, at) * 65_536 + uint16(bytes, at + 2);

const unreadable = (message: string): RasterImageProblem => ({ problem: "unreadable", message });

/** The raster type the bytes start with (their signature), or null for anything else. */
export function sniffRasterType(bytes: Uint8Array): RasterContentType | null {
  if (startsWith(bytes, pngSignature)) return "image/png";
  if (startsWith(bytes, jpegSignature)) return "image/jpeg";
  return null;
}

/** PNG: the signature, then the IHDR chunk first, holding width and height (big-endian). */
export function readPng(bytes: Uint8Array): RasterImage | RasterImageProblem {
  const isIhdr = bytes.length >= 24 && String.fromCharCode(...bytes.subarray(12, 16)) === "IHDR";
  if (!isIhdr) return unreadable("The PNG image has no IHDR header.");
  return { contentType: "image/png", width: uint32(bytes, 16), height: uint32(bytes, 20) };
}

/**
 * JPEG: the segments after SOI up to the first frame header, which holds the
 * height and width. Baseline, extended and progressive frames (SOF0, 1, 2)
 * only: the others (lossless, arithmetic coding) most browsers cannot show.
 */
export function readJpeg(bytes: Uint8Array): RasterImage | RasterImageProblem {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return unreadable("The JPEG image's segments cannot be read.");
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes, and the markers that carry no length (TEM, RSTn).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      if (at + 9 > bytes.length) break;
      return { contentType: "image/jpeg", width: uint16(bytes, at + 7), height: uint16(bytes, at + 5) };
    }
    if (
      (marker >= 0xc3 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) ||
      marker === 0xda
    ) {
      return {
        problem: "unsupported",
        message:
          marker === 0xda
            ? "The JPEG image has no frame header before its data."
            : "The JPEG image is of an encoding browsers cannot all show: send a baseline or progressive JPEG.",
      };
    }
    const length = uint16(bytes, at + 2);
    if (length < 2) return unreadable("The JPEG image's segments cannot be read.");
    at += 2 + length;
  }
  return unreadable("The JPEG image has no frame header.");
}

/** A PNG or JPEG read from its bytes; null when they are neither. */
export function readRasterImage(bytes: Uint8Array): RasterImage | RasterImageProblem | null {
  const type = sniffRasterType(bytes);
  if (type === null) return null;
  return type === "image/png" ? readPng(bytes) : readJpeg(bytes);
}

export function isRasterImageProblem(value: RasterImage | RasterImageProblem): value is RasterImageProblem {
  return "problem" in value;
}
