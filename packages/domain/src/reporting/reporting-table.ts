import { type ReportingCard, reportingCardsHiddenWhenEmpty } from "./reporting-calls";
import type { ReportingPeriod } from "./reporting-dataset";
import { type ReportingKeyKind, reportingKeyKind } from "./reporting-keys";

// Reporting (docs/product.md#reporting-figures): 12 month columns plus a total; months not yet come
// are a dash; percent totals are averaged; the rooms total is a dash. The
// screen's tables and the exported workbook both lay out this table.

/** A cell: a figure, or a dash (`null`): a month to come, a stock's total, nothing to average. */
export type ReportingCell = number | null;

export interface ReportingRow {
  key: string;
  kind: ReportingKeyKind;
  /** January to December. */
  months: ReportingCell[];
  total: ReportingCell;
}

/** The month (1-12) a year has reached: 12 for a past year, 0 for a year to come. */
export function reportingMonthsElapsed(year: number, today: { year: number; month: number }): number {
  if (year < today.year) return 12;
  if (year > today.year) return 0;
  return today.month;
}

function yearTotal(kind: ReportingKeyKind, figures: readonly number[]): ReportingCell {
  if (kind === "stock") return null;
  if (figures.length === 0) return kind === "percent" ? null : 0;
  if (kind === "percent") return figures.reduce((sum, value) => sum + value, 0) / figures.length;
  if (kind === "peak") return Math.max(...figures);
  return figures.reduce((sum, value) => sum + value, 0);
}

/**
 * The rows of a card: one per key, fixed keys in the order given, then the
 * other keys met in the periods by year total, largest first (ties by key).
 */
export function reportingRows(
  periods: readonly ReportingPeriod[],
  options: { year: number; today: { year: number; month: number }; keys?: readonly string[] },
): ReportingRow[] {
  const elapsed = reportingMonthsElapsed(options.year, options.today);
  const byKey = new Map<string, ReportingCell[]>();
  for (const key of options.keys ?? []) byKey.set(key, Array(12).fill(null));
  for (const { period, values } of periods) {
    if (period.year !== options.year || period.month < 1 || period.month > 12) continue;
    for (const { key, value } of values) {
      let months = byKey.get(key);
      if (!months) {
        months = Array(12).fill(null);
        byKey.set(key, months);
      }
      months[period.month - 1] = value;
    }
  }
  const rows = [...byKey].map(([key, months]): ReportingRow => {
    const kind = reportingKeyKind(key);
    // A month gone by without a figure is nothing counted, except a percentage: nothing to divide.
    const shown = months.map((value, index) => (index >= elapsed ? null : (value ?? (kind === "percent" ? null : 0))));
    const figures = shown.filter((value): value is number => value !== null);
    return { key, kind, months: shown, total: yearTotal(kind, figures) };
  });
  const fixed = new Set(options.keys ?? []);
  const dynamic = rows
    .filter((row) => !fixed.has(row.key))
    .sort((a, b) => (b.total ?? 0) - (a.total ?? 0) || a.key.localeCompare(b.key));
  return [...rows.filter((row) => fixed.has(row.key)), ...dynamic];
}

/** docs/product.md#reporting-screen: a card hidden when empty has a year total of zero on every row. */
export function reportingRowsAreEmpty(rows: readonly ReportingRow[]): boolean {
  return rows.every((row) => row.months.every((value) => value === null || value === 0));
}

/** docs/product.md#reporting-screen: turnover, codes and purchases go away when their year is empty (the screen's cards, the workbook's sheets). */
export function reportingCardIsHidden(card: ReportingCard, rows: readonly ReportingRow[]): boolean {
  return reportingCardsHiddenWhenEmpty.includes(card) && reportingRowsAreEmpty(rows);
}
