import {
  type AdvertisementImageContentType,
  advertisementErrors,
  advertisementImageContentTypes,
  advertisementLimits,
} from "@ondine/domain";
import type { ReadImage } from "./advertisement-form-values";

export type ImageReading = { ok: true; image: ReadImage } | { ok: false; error: string };

/** The bytes' own type, whatever the file's name or the browser says (docs/product.md#announcements-validation: jpg or png). */
function contentTypeOf(bytes: Uint8Array): AdvertisementImageContentType | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "image/jpeg";
  return undefined;
}

/** Width and height from a PNG's IHDR or a JPEG's frame header; undefined when unreadable. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = contentTypeOf(bytes);
  if (type === "image/png") {
    return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : undefined;
  }
  if (type !== "image/jpeg") return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // SOF0..SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function bytesOfDataUrl(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * A dropped file read as a data URL ("read as base64", docs/product.md#announcements-screens), refused
 * before sending when it is not a jpg or png, or above 2 mo (docs/product.md#announcements-validation); the
 * server checks the bytes again.
 */
export async function readImageFile(file: File): Promise<ImageReading> {
  if (!(advertisementImageContentTypes as readonly string[]).includes(file.type)) {
    return { ok: false, error: advertisementErrors.imageType };
  }
  if (file.size > advertisementLimits.imageMaxBytes) return { ok: false, error: advertisementErrors.imageTooBig };
  let base64: string;
  try {
    base64 = await readDataUrl(file);
  } catch {
    return { ok: false, error: advertisementErrors.imageUnreadable };
  }
  const bytes = bytesOfDataUrl(base64);
  if (contentTypeOf(bytes) === undefined) return { ok: false, error: advertisementErrors.imageType };
  const dimensions = imageDimensions(bytes);
  if (!dimensions) return { ok: false, error: advertisementErrors.imageUnreadable };
  return { ok: true, image: { name: file.name, base64, size: file.size, ...dimensions } };
}
