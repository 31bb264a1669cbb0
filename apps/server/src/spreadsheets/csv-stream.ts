import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { attachmentDisposition } from "./workbook-stream";

export const csvMediaType = "text/csv; charset=utf-8";

/** The byte order mark that tells a spreadsheet program the file is UTF-8 (accents read right). */
export const utf8Bom = "\uFEFF";

/**
 * A text as one CSV field (RFC 4180): quoted, its quotes doubled, when it
 * holds the separator, a quote or a line break. A text a spreadsheet program
 * would run as a formula (`=`, `@`, or `+`/`-` before anything other than a
 * number, such as a phone number) is written with a leading apostrophe, as
 * OWASP advises against CSV injection (docs/exports.md).
 */
export function csvField(text: string, separator: string): string {
  const safe = /^[=@\t\r]/.test(text) || /^[+-](?![\d\s().]*$)/.test(text) ? `'${text}` : text;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record of fields, CRLF ended (RFC 4180). */
export function csvRecord(fields: readonly string[], separator: string): string {
  return `${fields.map((field) => csvField(field, separator)).join(separator)}\r\n`;
}

/**
 * Answers with a CSV file streamed as `chunks` are made (a page of records
 * each), the UTF-8 BOM first: nothing is held whole, and a slow reader slows
 * the reading (the stream asks for the next chunk when it has room). Every
 * check that can refuse the request runs before this is called.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  chunks: AsyncIterable<string>,
  headers: Record<string, string> = {},
): FastifyReply {
  async function* withBom() {
    yield utf8Bom;
    yield* chunks;
  }
  const stream = Readable.from(withBom(), { objectMode: false });
  stream.on("error", (error) => reply.log.error({ err: error }, "CSV export failed while streaming"));
  reply
    .header("content-type", csvMediaType)
    .header("content-disposition", attachmentDisposition(fileName))
    .header("cache-control", "private, no-store")
    .headers(headers);
  return reply.send(stream);
}
