import {
  calendarDayOf,
  type ExportBody,
  type ExportFormat,
  type ExportIndex,
  type ExportList,
  exportFileName,
  exportRowsHeader,
  formatCalendarDay,
} from "@ondine/domain";
import { currentLanguage } from "../i18n/i18n";
import { ApiError } from "./api-error";
import { apiResponse } from "./client";

/** How far a download has come: the rows the server announced, then the bytes received so far. */
export interface ExportProgress {
  rows: number | undefined;
  receivedBytes: number;
}

/**
 * What is exported: a dashboard's search, posted as its list sends it to
 * the search proxy (`body`), or the support tickets' list, whose filters
 * are `GET /tickets`'s own (`filters`, docs/tickets.md#calls).
 */
export type ExportSource =
  | { index: ExportIndex; body: ExportBody }
  | { index: "tickets"; filters: Readonly<Record<string, string | number | undefined>> };

export type DownloadExportOptions = ExportSource & {
  format: ExportFormat;
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
};

export interface DownloadedExport {
  file: Blob;
  fileName: string;
  rows: number | undefined;
}

/**
 * `POST /api/exports/{index}?format=&locale=` (docs/api.md "Exports"), or
 * `GET /api/tickets/export?format=&<filters>` (docs/tickets.md#calls, the
 * language the request's): the
 * answer's body is read as a stream, chunk by chunk, so the console can say
 * how much has arrived; `onProgress` hears of the announced rows (the
 * `x-export-rows` header) before the first byte, then of every chunk. Sent
 * by the console's client (`apiResponse`: session cookie, CSRF token,
 * interface language). Throws `ApiError` for anything but a 2xx and for a
 * connection broken before or during the file (status 0), and the abort
 * itself when `signal` is aborted.
 */
export async function downloadExport(options: DownloadExportOptions): Promise<DownloadedExport> {
  const { index, format, signal, onProgress } = options;
  try {
    const response =
      options.index === "tickets"
        ? await apiResponse("GET", "/tickets/export", { query: { ...options.filters, format }, signal })
        : await apiResponse("POST", `/exports/${options.index}`, {
            body: options.body,
            query: { format, locale: currentLanguage() },
            signal,
          });
    const announced = response.headers.get(exportRowsHeader);
    const rows = announced !== null && /^\d+$/.test(announced) ? Number(announced) : undefined;
    onProgress?.({ rows, receivedBytes: 0 });

    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let receivedBytes = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        receivedBytes += value.byteLength;
        onProgress?.({ rows, receivedBytes });
      }
    }
    const type = response.headers.get("content-type") ?? "application/octet-stream";
    return {
      file: new Blob(chunks, { type }),
      fileName: attachmentFileName(response.headers.get("content-disposition")) ?? fallbackFileName(index, format),
      rows,
    };
  } catch (error) {
    if (signal?.aborted || error instanceof ApiError) throw error;
    throw new ApiError({
      status: 0,
      code: "UNKNOWN_ERROR",
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Hands a downloaded file to the browser's downloads under its name (an object URL followed by a link). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed once it is read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The file name of a `Content-Disposition: attachment` header: RFC 6266's
 * `filename*=UTF-8''...` when given, else `filename="..."`, without any
 * folder part.
 */
export function attachmentFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

/** The server's name for the file (`exportFileName`) when its header gives none: the day in Paris. */
function fallbackFileName(index: ExportList, format: ExportFormat): string {
  return exportFileName(index, formatCalendarDay(calendarDayOf(new Date())), format);
}
