import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";

export const xlsxMediaType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export type StreamedWorkbook = ExcelJS.stream.xlsx.WorkbookWriter;

/** `attachment; filename=…` with the RFC 6266 / RFC 8187 UTF-8 form for names beyond ASCII. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Answers with a workbook written by `write` as it is written (exceljs's
 * streaming writer, each row committed and sent on): never held whole in
 * memory. Every check that can refuse the request runs before this is
 * called; a failure once the first bytes are out can only cut the download,
 * which the browser reports as failed.
 */
export function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  write: (workbook: StreamedWorkbook) => Promise<void>,
  headers: Record<string, string> = {},
): FastifyReply {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  reply
    .header("content-type", xlsxMediaType)
    .header("content-disposition", attachmentDisposition(fileName))
    .header("cache-control", "private, no-store")
    .headers(headers);
  write(workbook)
    .then(() => workbook.commit())
    .catch((error: unknown) => {
      reply.log.error({ err: error }, "workbook export failed while streaming");
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return reply.send(stream);
}
