import type { ExportColumn, Language } from "@ondine/domain";
import type ExcelJS from "exceljs";
import { csvRecord } from "../../spreadsheets/csv-stream";
import type { StreamedWorkbook } from "../../spreadsheets/workbook-stream";
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

type SheetSetup = {
  name: string;
  columns: readonly ExportColumn[];
  headers: readonly string[];
  dateTimeFormat: string;
};

export type StreamedSheet = {
  /** Writes and commits one row (sent on as it is written). */
  addRow(cells: readonly ExportCell[]): void;
  commit(): void;
};

/**
 * One sheet of an export: a bold header row, frozen, the columns' widths,
 * dates as date cells in the language's format, amounts as numbers with
 * their currency's format, counts as whole numbers.
 */
export function streamedSheet(workbook: StreamedWorkbook, setup: SheetSetup): StreamedSheet {
  const sheet = workbook.addWorksheet(setup.name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = setup.columns.map((column, index) => ({
    key: column.key,
    width: column.width,
    header: setup.headers[index] ?? column.key,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const dateColumns = setup.columns.map((column) => column.kind === "date");
  // One style object per number format, given to every cell: exceljs gives each new cell a style
  // object of its own, and finds a style again by its object, else renders it to XML to look it up
  // (10,000 rows of 10 cells: most of the writing time).
  const plainStyle: Partial<ExcelJS.Style> = {};
  const dateStyle: Partial<ExcelJS.Style> = { numFmt: setup.dateTimeFormat };
  const countStyle: Partial<ExcelJS.Style> = { numFmt: "0" };
  const amountStyles = new Map<string | null, Partial<ExcelJS.Style>>();
  const amountStyle = (currency: string | null) => {
    let style = amountStyles.get(currency);
    if (!style) {
      style = { numFmt: amountFormat(currency) };
      amountStyles.set(currency, style);
    }
    return style;
  };
  const width = setup.columns.length;
  // Reused from row to row: exceljs copies the values into its cells.
  const values: ExcelJS.CellValue[] = new Array(width).fill(null);
  const styles: Partial<ExcelJS.Style>[] = new Array(width).fill(plainStyle);
  return {
    addRow(cells) {
      for (let index = 0; index < width; index++) {
        const cell = cells[index] ?? null;
        if (cell === null) {
          values[index] = null;
          styles[index] = plainStyle;
          continue;
        }
        switch (cell.kind) {
          case "text":
            values[index] = cell.text;
            styles[index] = plainStyle;
            break;
          case "date":
            values[index] = cell.wall;
            styles[index] = dateColumns[index] ? dateStyle : plainStyle;
            break;
          case "amount":
            values[index] = cell.value;
            styles[index] = amountStyle(cell.currency);
            break;
          case "count":
            values[index] = cell.value;
            styles[index] = countStyle;
            break;
        }
      }
      const row = sheet.addRow(values);
      for (let index = 0; index < width; index++)
        row.getCell(index + 1).style = styles[index] as Partial<ExcelJS.Style>;
      row.commit();
    },
    commit() {
      sheet.commit();
    },
  };
}
