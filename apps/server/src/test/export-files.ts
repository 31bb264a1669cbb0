import ExcelJS from "exceljs";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

// Reading back an export's file (docs/exports.md) in tests: the workbook's one sheet, its header and rows, a CSV's records.

/** The one sheet of an xlsx answer (200). */
export async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

/** The sheet's rows below the header, as cell values. */
export function bodyRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

export const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

/** The CSV's records (RFC 4180: quoted fields may hold separators, quotes and line breaks). */
export function csvRecords(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      index++;
    } else field += char;
  }
  if (field !== "" || record.length > 0) throw new Error(`the CSV does not end with CRLF: ${JSON.stringify(field)}`);
  return records;
}
