import { ticketLimits } from "@ondine/domain";

// What a person wrote in a reply by mail (docs/tickets.md#mail): their text
// without the mail they answer, which mail programs quote below it.

/** The line a mail program writes above the quoted mail, in the product's languages. */
const quoteHeaders = [
  /^On\s.*\swrote:$/i,
  /^Le\s.*\sa\sécrit\s?:$/i,
  /^El\s.*\sescribió:$/i,
  /^Am\s.*\sschrieb\s.*:$/i,
  /^Op\s.*\sschreef\s.*:$/i,
  /^在.*写道[:：]$/,
];

/** A line after which everything is the quoted mail (Outlook and others quote without `>`). */
const quotedMailSeparators = [
  /^-{2,}\s*(Original Message|Message d'origine|Mensaje original|Ursprüngliche Nachricht|Oorspronkelijk bericht)\s*-{2,}$/i,
  /^_{10,}$/,
];

/** Longer than this, a line is text, not a quote header (and no pattern runs over a whole mail on one line). */
const quoteHeaderMaxLength = 500;

const isQuoteHeader = (line: string) =>
  line.length <= quoteHeaderMaxLength && quoteHeaders.some((header) => header.test(line.trim()));
const isSeparator = (line: string) => quotedMailSeparators.some((separator) => separator.test(line.trim()));
const isQuoted = (line: string) => /^\s*>/.test(line);

/** Whether the lines from `from` on, blank ones skipped, are quoted or none: what follows a quote header. */
function quotedFrom(lines: readonly string[], from: number): boolean {
  const next = lines.slice(from).find((line) => line.trim() !== "");
  return next === undefined || isQuoted(next);
}

/** How many lines (1, or 2 when wrapped) the quote header at `index` spans, 0 when there is none. */
function quoteHeaderAt(lines: readonly string[], index: number): number {
  const line = lines[index] ?? "";
  if (isQuoteHeader(line) && quotedFrom(lines, index + 1)) return 1;
  const next = lines[index + 1];
  if (next === undefined || isQuoted(next)) return 0;
  // A long header wrapped by the mail program: "On Mon, ... Ana <" then "ana@example.test> wrote:".
  return isQuoteHeader(`${line.trim()} ${next.trim()}`) && quotedFrom(lines, index + 2) ? 2 : 0;
}

/**
 * The text of a reply by mail: without the lines quoting the mail it answers
 * (`>`), the line introducing them ("On ... wrote:", "Le ... a écrit :",
 * on one line or wrapped on two, when quoted lines follow), and anything after a quoted mail's
 * separator; without NUL characters, blank lines at either end, or runs of
 * blank lines; at most `ticketLimits.message` characters.
 */
export function ticketReplyText(mailText: string): string {
  const lines = mailText.replaceAll("\u0000", "").replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (isSeparator(line)) break;
    if (isQuoted(line)) continue;
    const header = quoteHeaderAt(lines, index);
    if (header > 0) {
      index += header - 1;
      continue;
    }
    kept.push(line.trimEnd());
  }
  const text = kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return capped(text, ticketLimits.message);
}

/** At most `length` UTF-16 units, never half a surrogate pair. */
function capped(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
