import type { Language } from "../i18n/languages";

/** docs/product.md#announcements-screens: the locale tabs of the form, in their order (also the order a fallback is chosen in). */
export const advertisementLocales = ["fr", "en", "de", "es", "nl", "zh"] as const satisfies readonly Language[];
export type AdvertisementLocale = (typeof advertisementLocales)[number];

export function isAdvertisementLocale(value: string): value is AdvertisementLocale {
  return (advertisementLocales as readonly string[]).includes(value);
}

/** The texts written once per locale (docs/product.md#announcements-data). */
export const advertisementLocalizedFields = ["public_title", "content", "signature"] as const;
export type AdvertisementLocalizedField = (typeof advertisementLocalizedFields)[number];

/**
 * docs/product.md#announcements-validation, docs/product.md#announcements-limits, every limit of an announcement. `imageMaxBytes` is SPEC's
 * "2 MB" in the unit the form shows sizes in ("mo" = 1,024,000 bytes, docs/product.md#announcements-limits), so
 * the largest image the form accepts reads "2 mo" exactly.
 */
export const advertisementLimits = {
  internalTitle: 50,
  publicTitle: 50,
  content: 350,
  signature: 50,
  /** The end day is at most this many days after the start day. */
  maxDurationDays: 15,
  perPage: 20,
  /** Locations one announcement may name (docs/product.md#locations-selection location query size). */
  maxLocations: 3000,
  imageMaxBytes: 2_048_000,
  imageNameMaxLength: 255,
  /** Each side of the image, in pixels: a portal shows it at most a phone's width wide. */
  imageMinSide: 16,
  imageMaxSide: 8000,
  /**
   * Pixels of the decoded image (width × height): 16 megapixels, 64 MB as
   * RGBA, which a guest's phone can hold. Sides within the range above could
   * otherwise declare 8000 × 8000 (256 MB decoded) in a small file.
   */
  imageMaxPixels: 16_000_000,
  /** docs/product.md#announcements-limits: the save toast stays 2 s. */
  toastMs: 2000,
  /** docs/product.md#announcements-limits: a size below this many bytes reads in ko, from it in mo (its unit too). */
  imageSizeUnitBytes: 1_024_000,
} as const;

/** The image types a portal announcement may carry (docs/product.md#announcements-validation: jpg or png). */
export const advertisementImageContentTypes = ["image/jpeg", "image/png"] as const;
export type AdvertisementImageContentType = (typeof advertisementImageContentTypes)[number];
