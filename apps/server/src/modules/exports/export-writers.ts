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
  // One style object per number format ("" none), given to every cell: exceljs gives each new cell a
  // style object of its own, and finds a style again by its object, else renders it to XML to look it up
  // (10,000 rows of 10 cells: most of the writing time).
  const styles = new Map<string, Partial<ExcelJS.Style>>();
  const styleOf = (numFmt: string) => {
    let style = styles.get(numFmt);
    if (!style) {
      style = numFmt === "" ? {} : { numFmt };
      styles.set(numFmt, style);
    }
    return style;
  };
  return {
    addRow(cells) {
      const row = sheet.addRow(
        cells.map((cell) => {
          if (cell === null) return null;
          switch (cell.kind) {
            case "text":
              return cell.text;
            case "date":
              return cell.wall;
            default:
              return cell.value;
          }
        }),
      );
      cells.forEach((cell, index) => {
        let format = "";
        if (cell?.kind === "amount") format = amountFormat(cell.currency);
        else if (cell?.kind === "count") format = "0";
        else if (cell && dateColumns[index]) format = setup.dateTimeFormat;
        row.getCell(index + 1).style = styleOf(format);
      });
      row.commit();
    },
    commit() {
      sheet.commit();
    },
  };
}
