import { addCalendarDays, type CalendarDay, formatCalendarDay } from "../dates/calendar-day";
import type { FieldErrors } from "../errors/api-error-body";
import {
  type AdvertisementLocale,
  advertisementLimits,
  advertisementLocales,
  isAdvertisementLocale,
} from "./advertisement-limits";

/** docs/product.md#announcements-validation defaults of a new announcement: from today to tomorrow. */
export function defaultAdvertisementPeriod(today: CalendarDay): { starts_at: string; ends_at: string } {
  return { starts_at: formatCalendarDay(today), ends_at: formatCalendarDay(addCalendarDays(today, 1)) };
}

/**
 * The locale a field error belongs to (docs/product.md#errors "multi-locale field errors
 * attach to the locale"): `public_title.de` is German's.
 */
export function advertisementErrorLocale(field: string): AdvertisementLocale | undefined {
  const [, locale] = field.split(".");
  return locale !== undefined && isAdvertisementLocale(locale) ? locale : undefined;
}

/** The locale tabs to flag (docs/product.md#announcements-screens), in tab order. */
export function advertisementLocalesInError(errors: FieldErrors): AdvertisementLocale[] {
  const flagged = new Set(
    Object.entries(errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field]) => advertisementErrorLocale(field)),
  );
  return advertisementLocales.filter((locale) => flagged.has(locale));
}

/** docs/product.md#announcements-screens: the form jumps to the first locale with an error. */
export function firstAdvertisementLocaleInError(errors: FieldErrors): AdvertisementLocale | undefined {
  return advertisementLocalesInError(errors)[0];
}

/**
 * docs/product.md#announcements-screens, docs/product.md#announcements-limits: an image size reads in ko below 1,024,000 bytes, else in mo
 * (both counted in units of 1,000 and 1,024,000 bytes, as the original did).
 * The number is formatted by the interface.
 */
export function advertisementImageSize(bytes: number): { amount: number; unit: "ko" | "mo" } {
  return bytes < advertisementLimits.imageSizeUnitBytes
    ? { amount: bytes / 1000, unit: "ko" }
    : { amount: bytes / advertisementLimits.imageSizeUnitBytes, unit: "mo" };
}

/**
 * The language a guest reads an announcement in: theirs when its three texts
 * are filled, else the announcement's fallback. `requested` may be any tag
 * (`de-CH` reads as `de`).
 */
export function portalAnnouncementLanguage(
  completeLocales: readonly AdvertisementLocale[],
  fallback: AdvertisementLocale,
  requested: string | undefined,
): AdvertisementLocale {
  const primary = (requested ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return isAdvertisementLocale(primary) && completeLocales.includes(primary) ? primary : fallback;
}
