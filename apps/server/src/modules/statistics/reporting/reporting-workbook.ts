import {
  type Language,
  type ReportingAnswer,
  type ReportingCall,
  type ReportingCard,
  type ReportingKeyKind,
  type ReportingRow,
  reportingCallOfCard,
  reportingCardIsHidden,
  reportingCards,
  reportingFixedKeys,
  reportingKeyText,
  reportingRows,
} from "@ondine/domain";
import type { StreamedWorkbook } from "../../../spreadsheets/workbook-stream";
import { type ReportingWorkbookTexts, reportingWorkbookTexts } from "./reporting-workbook-texts";

// Reporting (docs/product.md#reporting-figures) as a workbook (docs/reporting.md "Workbook"): one
// sheet per card, the rows `reportingRows` lays out for the screen's tables.

/** One card's table, read before the first byte is sent (anything that can fail runs first). */
export interface ReportingSheet {
  card: ReportingCard;
  rows: ReportingRow[];
}

const fixedKeysOf = (call: ReportingCall): readonly string[] =>
  call === "revenues" || call === "rooms" || call === "use_of_service" ? reportingFixedKeys[call] : [];

/**
 * The sheets of the cards the caller may read, in the screen's order; the
 * cards the product (docs/product.md#reporting-screen) hides when their year is empty (turnover, codes, purchases)
 * are left out then.
 */
export async function readReportingSheets(
  mayRead: (call: ReportingCall) => boolean,
  read: (call: ReportingCall) => Promise<ReportingAnswer>,
  options: { year: number; today: { year: number; month: number } },
): Promise<ReportingSheet[]> {
  const cards = reportingCards.filter((card) => mayRead(reportingCallOfCard[card]));
  const sheets = await Promise.all(
    cards.map(async (card): Promise<ReportingSheet> => {
      const call = reportingCallOfCard[card];
      const answer = await read(call);
      return { card, rows: reportingRows(answer.periods, { ...options, keys: fixedKeysOf(call) }) };
    }),
  );
  return sheets.filter((sheet) => !reportingCardIsHidden(sheet.card, sheet.rows));
}

const bytesPerGigabyte = 1e9;

/** How a kind's figures are stored and shown: the cell's number and its format. */
const cellFormats: Record<ReportingKeyKind, { numFmt: string; stored: (value: number) => number }> = {
  currency: { numFmt: '#,##0.00 "€"', stored: (value) => value },
  count: { numFmt: "#,##0", stored: (value) => value },
  peak: { numFmt: "#,##0", stored: (value) => value },
  stock: { numFmt: "#,##0", stored: (value) => value },
  // The figure is a percentage (0-100); the cell holds the fraction, shown as a percent.
  percent: { numFmt: "0.0%", stored: (value) => value / 100 },
  bytes: { numFmt: "0.00", stored: (value) => value / bytesPerGigabyte },
};

/** A dash where the product (docs/product.md#reporting-figures) shows one (a month to come, a stock's total, nothing to average). */
export const reportingDash = "-";

function keyLabel(key: string, texts: ReportingWorkbookTexts): string {
  const text = reportingKeyText(key);
  switch (text.kind) {
    case "fixed":
      return texts.keys[text.key];
    case "withoutOffer":
      return texts.withoutOffer;
    case "offer":
      return text.label;
  }
}

/** January to December in the language, e.g. "janvier" or "January". */
export function monthNames(locale: Language): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
}

/**
 * Writes the sheets, each row committed as it is made (the streaming
 * writer sends it on): row 1 the title naming the locations and the year,
 * row 2 the header (the key column, the twelve months, the total), then one
 * row per key, numbers stored as numbers with their format, dashes as text.
 */
export async function writeReportingWorkbook(
  workbook: StreamedWorkbook,
  sheets: readonly ReportingSheet[],
  options: { locale: Language; year: number; locationNames: readonly string[] },
): Promise<void> {
  const texts = reportingWorkbookTexts[options.locale];
  const locations = new Intl.ListFormat(options.locale, { style: "long", type: "conjunction" }).format(
    options.locationNames,
  );
  const header = [texts.keyColumn, ...monthNames(options.locale), texts.total];
  for (const sheet of sheets) {
    const title = texts.cards[sheet.card];
    const worksheet = workbook.addWorksheet(title, { views: [{ state: "frozen", xSplit: 1, ySplit: 2 }] });
    worksheet.columns = [{ width: 34 }, ...Array.from({ length: 13 }, () => ({ width: 14 }))];
    const titleRow = worksheet.addRow([texts.title(title, locations, options.year)]);
    titleRow.font = { bold: true, size: 14 };
    titleRow.commit();
    const headerRow = worksheet.addRow(header);
    headerRow.font = { bold: true };
    headerRow.commit();
    for (const row of sheet.rows) {
      const format = cellFormats[row.kind];
      const cells = [...row.months, row.total].map((value) => (value === null ? reportingDash : format.stored(value)));
      const written = worksheet.addRow([keyLabel(row.key, texts), ...cells]);
      cells.forEach((value, index) => {
        const cell = written.getCell(index + 2);
        if (typeof value === "number") cell.numFmt = format.numFmt;
        else cell.alignment = { horizontal: "right" };
      });
      written.commit();
    }
    worksheet.commit();
  }
}
