import { createHash } from "node:crypto";
import { detectTicketAttachmentType, type TicketAttachmentType, ticketErrors, ticketLimits } from "@ondine/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";

/** A file sent with a message (from the console's form or a mail), as received. */
export type IncomingAttachment = { name: string; bytes: Uint8Array };

/** A file accepted: its type read from its bytes, its SHA-256 (hex) by which it is stored once. */
export type CheckedAttachment = IncomingAttachment & { contentType: TicketAttachmentType; digest: string };

/** The multipart field the files come under (`attachments`, or `attachments[]` as some forms write it). */
const attachmentFields = new Set(["attachments", "attachments[]"]);

/** The 422 of a refused file, keyed `attachments`, its message naming the file. */
function refused(key: string, message: string): AppError {
  return new AppError("INVALID_PARAMETERS", message, { attachments: [key] });
}

const tooMany = () =>
  refused(ticketErrors.tooManyAttachments, `At most ${ticketLimits.attachmentsPerMessage} files per message.`);
const tooBig = (name: string) =>
  refused(ticketErrors.attachmentTooBig, `"${name}" is larger than ${ticketLimits.attachmentBytes} bytes.`);

// Control characters, and the path a browser or a mail client may put before the name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters from a shown name is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** The name shown for a file: without a path or control characters, at most `ticketLimits.attachmentName` characters. */
export function attachmentName(sent: string | undefined): string {
  const base = (sent ?? "").split(/[/\\]/).pop() ?? "";
  const clean = base.replace(controlCharacters, "").trim();
  return Array.from(clean).slice(0, ticketLimits.attachmentName).join("") || "attachment";
}

/**
 * A message's files checked (docs/tickets.md#limits): at most
 * `ticketLimits.attachmentsPerMessage`, none empty nor past
 * `ticketLimits.attachmentBytes`, each of a type read from its bytes (never
 * from its name or declared type). The first refused answers 422 naming it.
 */
export function checkAttachments(files: readonly IncomingAttachment[]): CheckedAttachment[] {
  if (files.length > ticketLimits.attachmentsPerMessage) throw tooMany();
  return files.map((file) => {
    const name = attachmentName(file.name);
    if (file.bytes.byteLength === 0) throw refused(ticketErrors.attachmentEmpty, `"${name}" is empty.`);
    if (file.bytes.byteLength > ticketLimits.attachmentBytes) throw tooBig(name);
    const contentType = detectTicketAttachmentType(file.bytes);
    if (!contentType) {
      throw refused(
        ticketErrors.attachmentType,
        `"${name}" is not an image (PNG, JPEG, GIF, WebP), a PDF or plain text.`,
      );
    }
    return { name, bytes: file.bytes, contentType, digest: createHash("sha256").update(file.bytes).digest("hex") };
  });
}

/** Fastify's multipart errors that are the sender's: too many files, a file past the size. */
function multipartErrorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}

/**
 * A ticket call's body: the JSON's fields, or a `multipart/form-data`'s
 * fields (as text) and its files under `attachments`, read fully here,
 * before any transaction opens. The multipart plugin of the module
 * (`multipartFilesPlugin`) stops at one file more than allowed and at one
 * byte past the size, so that neither is read to its end.
 */
export async function readTicketBody(
  request: FastifyRequest,
): Promise<{ fields: unknown; files: IncomingAttachment[] }> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, files: [] };
  const fields: Record<string, string> = {};
  const files: IncomingAttachment[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (!attachmentFields.has(part.fieldname)) {
        // Not a file of the form: read past it.
        await part.toBuffer();
        continue;
      }
      if (files.length === ticketLimits.attachmentsPerMessage) throw tooMany();
      const name = attachmentName(part.filename);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (multipartErrorCode(error) === "FST_REQ_FILE_TOO_LARGE") throw tooBig(name);
        throw error;
      }
      files.push({ name, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    }
  } catch (error) {
    if (multipartErrorCode(error) === "FST_FILES_LIMIT") throw tooMany();
    throw error;
  }
  return { fields, files };
}
