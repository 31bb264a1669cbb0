// The types a ticket's attachment may have, read from its bytes, never from
// its name or declared type (docs/tickets.md#limits).

export const ticketAttachmentTypes = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "text/plain",
] as const;
export type TicketAttachmentType = (typeof ticketAttachmentTypes)[number];

// The WHATWG Encoding API, in every browser and in Node, though outside the
// domain's ES2023 library (packages/domain/src/pure-environment.ts).
declare const TextDecoder: new (label: "utf-8", options: { fatal: boolean }) => { decode(input: Uint8Array): string };

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

/** The file signatures: bytes at an offset (`undefined`: any byte). */
const signatures: { type: TicketAttachmentType; bytes: (number | undefined)[] }[] = [
  { type: "image/png", bytes: [0x89, ...ascii("PNG\r\n"), 0x1a, 0x0a] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/gif", bytes: ascii("GIF87a") },
  { type: "image/gif", bytes: ascii("GIF89a") },
  // RIFF, the chunk's length, WEBP.
  { type: "image/webp", bytes: [...ascii("RIFF"), undefined, undefined, undefined, undefined, ...ascii("WEBP")] },
  { type: "application/pdf", bytes: ascii("%PDF-") },
];

function startsWith(bytes: Uint8Array, signature: (number | undefined)[]): boolean {
  return (
    bytes.length >= signature.length && signature.every((byte, index) => byte === undefined || bytes[index] === byte)
  );
}

// A control character (Unicode's Cc: C0, NUL included, DEL and C1) other
// than tab, line feed, form feed and carriage return.
const controlCharacter = /(?![\t\n\f\r])\p{Cc}/u;

// Text that a browser would take for a page or an image it draws: the
// openings by which the WHATWG MIME Sniffing standard (§7.1) reads HTML and
// XML, and SVG's. It is refused, so that nothing served from a ticket could
// be read as a page, whatever the headers it is served with.
const markupOpening =
  /^[\s\ufeff]*<(?:!doctype\s+html|html|head|body|script|iframe|style|title|table|div|font|svg|a|b|p|br|h1)(?:[\s>/]|$)|^[\s\ufeff]*<(?:!--|\?xml)/i;

/** Plain text: UTF-8 without control characters other than \t \n \f \r, and not markup. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !controlCharacter.test(text) && !markupOpening.test(text);
}

/**
 * The type of an attachment from its bytes, or undefined when it is none of
 * `ticketAttachmentTypes` (empty included). A signature reads the first 12
 * bytes; text is decoded once and its characters tested once.
 */
export function detectTicketAttachmentType(bytes: Uint8Array): TicketAttachmentType | undefined {
  if (bytes.length === 0) return undefined;
  const signed = signatures.find((signature) => startsWith(bytes, signature.bytes));
  if (signed) return signed.type;
  return isPlainText(bytes) ? "text/plain" : undefined;
}
