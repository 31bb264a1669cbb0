import { type AdvertisementImageContentType, advertisementLimits } from "./advertisement-limits";

/** The name an image gets when nothing of the one it came with is left. */
const fallbackNames: Record<AdvertisementImageContentType, string> = {
  "image/png": "image.png",
  "image/jpeg": "image.jpg",
};

/**
 * Control characters (C0, DEL, C1), and the bidirectional formatting marks
 * that make a name display other than it is ("cod\u202egnp.exe" reads
 * "codexe.png").
 */
const unsafeCharacters = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** An extension worth keeping when a name is cut: a dot and up to 15 characters after it. */
const shortExtension = /\.[^.]{1,15}$/;

/** The first `maxLength` UTF-16 units of `text`, never cutting a character in two. */
function truncate(text: string, maxLength: number): string {
  let kept = "";
  for (const character of text) {
    if (kept.length + character.length > maxLength) break;
    kept += character;
  }
  return kept;
}

/**
 * The name an announcement's image is stored and shown under (docs/security.md
 * "Uploaded images"), whatever the client sent: its base name only (no path,
 * by `/` or `\`), without control characters nor leading dots (no hidden or
 * `..` names), at most `imageNameMaxLength` long keeping its extension, and
 * "image.png" or "image.jpg" by the bytes' type when nothing is left.
 */
export function cleanAdvertisementImageName(name: string, contentType: AdvertisementImageContentType): string {
  const baseName = name.replace(unsafeCharacters, "").split(/[/\\]/).pop() ?? "";
  const cleaned = baseName.trim().replace(/^[.\s]+/, "");
  if (cleaned === "") return fallbackNames[contentType];
  const maxLength = advertisementLimits.imageNameMaxLength;
  if (cleaned.length <= maxLength) return cleaned;
  const extension = shortExtension.exec(cleaned)?.[0] ?? "";
  return truncate(cleaned.slice(0, cleaned.length - extension.length), maxLength - extension.length) + extension;
}
