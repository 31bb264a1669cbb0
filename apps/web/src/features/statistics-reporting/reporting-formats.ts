import { calendarDayOf, type InterfaceLanguage, type ReportingCell, type ReportingKeyKind } from "@ondine/domain";
import { formatByteSize, formatNumber } from "../../i18n/format-number";
import { currentLanguage } from "../../i18n/i18n";

/** docs/product.md#reporting-figures: a month to come, a stock's total or nothing to average shows a dash. */
export const reportingDash = "-";

/**
 * A figure of a reporting card in the interface language (docs/product.md#reporting-figures): euros
 * excluding tax, percentages and sizes (SI) to one decimal, counts grouped.
 */
export function formatReportingCell(
  kind: ReportingKeyKind,
  value: ReportingCell,
  language: InterfaceLanguage = currentLanguage(),
): string {
  if (value === null) return reportingDash;
  switch (kind) {
    case "currency":
      return formatNumber(value, { style: "currency", currency: "EUR" }, language);
    case "percent":
      return formatNumber(
        value / 100,
        { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 },
        language,
      );
    case "bytes":
      return formatByteSize(value, language);
    default:
      return formatNumber(value, { maximumFractionDigits: 0 }, language);
  }
}

/** The short name of a month (1-12) in the interface language: "janv.", "Jan". */
export function formatReportingMonth(month: number, language: string = currentLanguage()): string {
  return new Intl.DateTimeFormat(language, { month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2001, month - 1, 15)),
  );
}

/** Today's year and month in Paris, where the reporting months are counted (docs/product.md#reporting-figures: months to come are dashes). */
export function reportingToday(now: Date = new Date()): { year: number; month: number } {
  const { year, month } = calendarDayOf(now);
  return { year, month };
}
