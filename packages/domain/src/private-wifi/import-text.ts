import type { PrivateImportEncoding } from "./private-wifi-codes";

// An import file's bytes as text (docs/private-wifi.md#import): UTF-8 when
// the bytes are valid UTF-8 (a byte-order mark dropped), else Latin-1, which
// every byte sequence is. Written here, without TextDecoder (the domain has
// neither the browser's nor Node's globals), so the preview and the write
// read a file the same way.

export interface ImportText {
  text: string;
  encoding: PrivateImportEncoding;
}

const byteOrderMark = [0xef, 0xbb, 0xbf];

/** The code points of valid UTF-8 (no overlong forms, no surrogates, at most U+10FFFF), or undefined. */
function decodeUtf8(bytes: Uint8Array, start: number): string | undefined {
  const parts: string[] = [];
  let chunk: number[] = [];
  let index = start;
  while (index < bytes.length) {
    const first = bytes[index] as number;
    let codePoint: number;
    let length: number;
    if (first < 0x80) {
      codePoint = first;
      length = 1;
    } else if (first >= 0xc2 && first <= 0xdf) {
      codePoint = first & 0x1f;
      length = 2;
    } else if (first >= 0xe0 && first <= 0xef) {
      codePoint = first & 0x0f;
      length = 3;
    } else if (first >= 0xf0 && first <= 0xf4) {
      codePoint = first & 0x07;
      length = 4;
    } else {
      return undefined;
    }
    if (index + length > bytes.length) return undefined;
    for (let next = 1; next < length; next += 1) {
      const byte = bytes[index + next] as number;
      if ((byte & 0xc0) !== 0x80) return undefined;
      codePoint = (codePoint << 6) | (byte & 0x3f);
    }
    const overlong = (length === 3 && codePoint < 0x800) || (length === 4 && codePoint < 0x10000);
    if (overlong || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return undefined;
    chunk.push(codePoint);
    if (chunk.length >= 8192) {
      parts.push(String.fromCodePoint(...chunk));
      chunk = [];
    }
    index += length;
  }
  parts.push(String.fromCodePoint(...chunk));
  return parts.join("");
}

/** Latin-1 (ISO 8859-1): each byte is the code point of the same number. */
function decodeLatin1(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 8192) {
    parts.push(String.fromCharCode(...bytes.subarray(start, start + 8192)));
  }
  return parts.join("");
}

/** The file's text and the encoding it was read in. */
export function decodeImportBytes(bytes: Uint8Array): ImportText {
  const hasMark = byteOrderMark.every((byte, index) => bytes[index] === byte);
  const utf8 = decodeUtf8(bytes, hasMark ? byteOrderMark.length : 0);
  if (utf8 !== undefined) return { text: utf8, encoding: "utf-8" };
  return { text: decodeLatin1(bytes), encoding: "latin-1" };
}

/** Tab, line feed and carriage return: the control characters a cell may hold (a quoted comment's line breaks). */
const allowedControls = new Set([0x09, 0x0a, 0x0d]);

/**
 * Whether a cell holds what no typed name has: the replacement character
 * (a file converted badly before it reached us), or a control character
 * (C0 other than tab and line breaks, DEL, or the C1 range Latin-1 gives to
 * Windows-1252's curly quotes and dashes).
 */
export function hasEncodingDamage(cell: string): boolean {
  for (const character of cell) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint === 0xfffd) return true;
    if (codePoint < 0x20 && !allowedControls.has(codePoint)) return true;
    if (codePoint >= 0x7f && codePoint <= 0x9f) return true;
  }
  return false;
}
