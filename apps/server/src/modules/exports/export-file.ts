import {
  calendarDayOf,
  type ExportColumn,
  type ExportFormat,
  type ExportList,
  exportFileName,
  exportRowLimit,
  exportRowsHeader,
  exportTooManyRowsError,
  formatCalendarDay,
  type Language,
} from "@ondine/domain";
import type { FastifyReply } from "fastify";
import { AppError } from "../../errors/app-error";
import { sendCsv } from "../../spreadsheets/csv-stream";
import { sendSheetWorkbook } from "../../spreadsheets/xlsx-sheet-thread";
import type { ExportRows } from "../search";
import { exportCellsWriter } from "./export-cells";
import { exportTexts } from "./export-texts";
import { csvCellsRecord, csvDialect, sheetRowsWriter } from "./export-writers";

/** What a list's export writes: its rows (counted, then read a page at a time), its columns, the format and the reader's language. */
export type ExportFile = {
  list: ExportList;
  columns: readonly ExportColumn[];
  rows: ExportRows;
  format: ExportFormat;
  language: Language;
  now: Date;
};

/**
 * Answers with a list's file (docs/exports.md): refused whole when the rows
 * counted pass `exportRowLimit` (422, nothing written, never cut), else
 * streamed as it is written, headers and words in the reader's language,
 * `x-export-rows` giving the rows before the first byte. Every export
 * route, whatever reads its rows, ends here.
 */
export function sendExportFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  const { list, columns, rows, format, language, now } = file;
  if (rows.total > exportRowLimit) {
    throw new AppError(
      "INVALID_PARAMETERS",
      `The search matches ${rows.total} rows; an export holds at most ${exportRowLimit}: narrow the filter.`,
      { query: [exportTooManyRowsError] },
    );
  }
  const texts = exportTexts[language];
  const headers = columns.map((column) => texts.headers[list][column.key] ?? column.key);
  const fileName = exportFileName(list, formatCalendarDay(calendarDayOf(now)), format);
  const answerHeaders = { [exportRowsHeader]: String(rows.total) };
  const cellsOf = exportCellsWriter(columns, { language, texts, now });

  if (format === "csv") {
    const dialect = csvDialect(language);
    async function* chunks() {
      yield csvCellsRecord(
        headers.map((text) => ({ kind: "text", text })),
        dialect,
      );
      for await (const page of rows.pages) {
        yield page.map((row) => csvCellsRecord(cellsOf(row), dialect)).join("");
      }
    }
    return sendCsv(reply, fileName, chunks(), answerHeaders);
  }
  return sendSheetWorkbook(
    reply,
    fileName,
    {
      name: texts.sheets[list],
      columns: columns.map((column, at) => ({
        key: column.key,
        width: column.width,
        header: headers[at] ?? column.key,
      })),
    },
    async (job) => {
      // This thread reads the pages and converts their rows while the worker writes the previous ones.
      const writeRows = sheetRowsWriter(job, { columns, dateTimeFormat: texts.dateTimeFormat });
      for await (const page of rows.pages) writeRows(page.map(cellsOf));
    },
    answerHeaders,
  );
}
