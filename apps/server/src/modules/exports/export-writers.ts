import type { ExportColumn, Language } from "@ondine/domain";
import { csvRecord } from "../../spreadsheets/csv-stream";
import type { SheetCellValue, SheetJob } from "../../spreadsheets/xlsx-sheet-thread";
import type { ExportCell } from "./export-cells";

/**
 * The CSV dialect a spreadsheet program expects in each language
 * (docs/exports.md): in French, Spanish, German and Dutch the decimal mark
 * is a comma, so the separator is a semicolon; in English and Chinese a
 * point and a comma.
 */
export type CsvDialect = { readonly separator: ";" | ","; readonly decimal: "," | "." };

export function csvDialect(language: Language): CsvDialect {
  return language === "en" || language === "zh" ? { separator: ",", decimal: "." } : { separator: ";", decimal: "," };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `YYYY-MM-DD HH:mm` of a wall-clock time (read in UTC). */
function csvDate(wall: Date): string {
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

function csvText(cell: ExportCell, dialect: CsvDialect): string {
  if (cell === null) return "";
  switch (cell.kind) {
    case "text":
      return cell.text;
    case "amount":
      return cell.value.toFixed(2).replace(".", dialect.decimal);
    case "count":
      return String(cell.value).replace(".", dialect.decimal);
    case "date":
      return csvDate(cell.wall);
  }
}

/** One CSV record of cells. */
export function csvCellsRecord(cells: readonly ExportCell[], dialect: CsvDialect): string {
  return csvRecord(
    cells.map((cell) => csvText(cell, dialect)),
    dialect.separator,
  );
}

const currencySymbols: Readonly<Record<string, string>> = { eur: "€", gbp: "£", usd: "$", chf: "CHF" };

/** An amount's number format: two decimals and the row's currency, `#,##0.00 "€"` (the program localizes the marks). */
export function amountFormat(currency: string | null): string {
  if (!currency) return "#,##0.00";
  const symbol = currencySymbols[currency.toLowerCase()] ?? currency.toUpperCase();
  return `#,##0.00 "${symbol}"`;
}

/**
 * The rows of an export as the sheet worker takes them (docs/exports.md
 * "Written on a worker thread"): the cells' values one row after the other,
 * and per cell the index of its shared style, the layout the worker
 * gives them (dates as date cells in date columns, amounts with their
 * currency's format, counts `0`). Flat arrays of primitives and dates cross
 * to the worker much faster than arrays of objects.
 */
export function sheetRowsWriter(
  job: SheetJob,
  setup: { columns: readonly ExportColumn[]; dateTimeFormat: string },
): (rows: readonly (readonly ExportCell[])[]) => void {
  const width = setup.columns.length;
  const dateColumns = setup.columns.map((column) => column.kind === "date");
  const plainStyle = job.styleOf(null);
  const dateStyle = job.styleOf(setup.dateTimeFormat);
  const countStyle = job.styleOf("0");
  const amountStyles = new Map<string | null, number>();
  const amountStyle = (currency: string | null) => {
    let style = amountStyles.get(currency);
    if (style === undefined) {
      style = job.styleOf(amountFormat(currency));
      amountStyles.set(currency, style);
    }
    return style;
  };
  return (rows) => {
    const values: SheetCellValue[] = new Array(rows.length * width);
    const styles: number[] = new Array(rows.length * width);
    let at = 0;
    for (const cells of rows) {
      for (let index = 0; index < width; index++, at++) {
        const cell = cells[index] ?? null;
        if (cell === null) {
          values[at] = null;
          styles[at] = plainStyle;
          continue;
        }
        switch (cell.kind) {
          case "text":
            values[at] = cell.text;
            styles[at] = plainStyle;
            break;
          case "date":
            values[at] = cell.wall;
            styles[at] = dateColumns[index] ? dateStyle : plainStyle;
            break;
          case "amount":
            values[at] = cell.value;
            styles[at] = amountStyle(cell.currency);
            break;
          case "count":
            values[at] = cell.value;
            styles[at] = countStyle;
            break;
        }
      }
    }
    job.addRows(values, styles);
  };
}
