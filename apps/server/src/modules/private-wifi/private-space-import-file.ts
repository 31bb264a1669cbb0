import { privateWifiLimits } from "@ondine/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { importUnreadable } from "./private-wifi-errors";

// The CSV file of an import or its preview (docs/private-wifi.md#import): the
// multipart field `file`, read whole before any transaction opens. The
// module's multipart plugin (`importMultipartLimits`) stops one byte past
// privateWifiLimits.importMaxBytes, so a larger file is never read to its end.

/** The multipart field the file comes under. */
export const importFileField = "file";

/** A file as received: the name it was sent with (shown in the imports' history) and its bytes. */
export type ImportFile = { name: string; bytes: Uint8Array };

const noFile = () =>
  new AppError("INVALID_PARAMETERS", `A CSV file is expected under the multipart field "${importFileField}".`, {
    [importFileField]: ["formErrors.required"],
  });

/** Fastify's multipart error code, when the sender is at fault (a file past the size, too many files). */
function multipartErrorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters from a shown name is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** The name kept for the history: without a path or control characters, at most 255 characters. */
function importFileName(sent: string | undefined): string {
  const base = (sent ?? "").split(/[/\\]/).pop() ?? "";
  return Array.from(base.replace(controlCharacters, "").trim()).slice(0, 255).join("") || "import.csv";
}

/** The request's file: 422 when there is none (`formErrors.required`) or it is past the size (`too_large`). */
export async function readImportFile(request: FastifyRequest): Promise<ImportFile> {
  if (!request.isMultipart()) throw noFile();
  let file: ImportFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== importFileField) {
        // Not the form's file: read past it.
        await part.toBuffer();
        continue;
      }
      try {
        const bytes = await part.toBuffer();
        file = {
          name: importFileName(part.filename),
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        };
      } catch (error) {
        if (multipartErrorCode(error) === "FST_REQ_FILE_TOO_LARGE") throw importUnreadable("too_large");
        throw error;
      }
    }
  } catch (error) {
    if (multipartErrorCode(error) === "FST_FILES_LIMIT") {
      throw new AppError("INVALID_PARAMETERS", "One CSV file is expected.", {
        [importFileField]: ["formErrors.invalid"],
      });
    }
    throw error;
  }
  if (!file) throw noFile();
  return file;
}

/** What the module's multipart plugin lets through: one file, of at most the import's size (a byte more: `too_large`). */
export const importMultipartLimits = { files: 1, fileSize: privateWifiLimits.importMaxBytes } as const;
