import { calendarDayOf, formatDayMonthYear, formatWallClockTime, productTimeZone } from "../dates/calendar-day";
import { notDisabledCouponSearchFilter } from "./coupon-status-filter";

/**
 * docs/product.md#codes-printing printing: 9 coupons on an A4 page; one code by id, a dashboard's
 * codes in posts of 100, a batch of up to 500 by correlation id; print-all
 * of a dashboard is refused over 300 codes (docs/product.md#codes-screens).
 */
export const couponPrintLimits = {
  perPage: 9,
  id: 1,
  /** One post of the dashboard's search ("print posts size 1, 100 or 500", docs/product.md#codes-printing). */
  statePost: 100,
  correlation: 500,
  /** Printing limited to 300 codes (docs/product.md#codes-printing). */
  printAll: 300,
} as const;

/**
 * A disabled code cannot connect a guest (docs/product.md#codes-states), so no print holds one:
 * every print search is filtered by this, and the limits count only what it
 * keeps.
 */
export const printableCouponSearchFilter = notDisabledCouponSearchFilter;

/**
 * What a printed coupon shows, and so all a print asks the coupons index for
 * (`_source`): a batch of 500 answers in about a third of the bytes of whole
 * documents. The console and the load benchmark send the same list.
 */
export const printedCouponFields = [
  "id",
  "code",
  "duration",
  "max_usage",
  "starts_at",
  "ends_at",
  "created_at",
  "site_name",
  "organism_name",
] as const;

export type PrintAllDecision = "Accepted" | "Denied";

/**
 * docs/product.md#codes-printing "Print-all custom action: over 300 results gives Denied, else
 * Accepted"; the results counted are the printable ones (not disabled).
 */
export function printAllDecision(printableCount: number): PrintAllDecision {
  return printableCount > couponPrintLimits.printAll ? "Denied" : "Accepted";
}

/** The codes of a print run cut into A4 pages of 9, in order. */
export function printPages<T>(coupons: readonly T[], perPage: number = couponPrintLimits.perPage): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < coupons.length; start += perPage) pages.push(coupons.slice(start, start + perPage));
  return pages;
}

/** docs/product.md#codes-printing print page: dates `DD/MM/YYYY`, the creation date with `HH:mm`, in the product's time zone. */
export function formatPrintDate(iso: string, options: { withTime?: boolean } = {}, timeZone = productTimeZone): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  const day = formatDayMonthYear(calendarDayOf(instant, timeZone));
  return options.withTime ? `${day} ${formatWallClockTime(instant, timeZone)}` : day;
}
