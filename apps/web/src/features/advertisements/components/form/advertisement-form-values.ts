import {
  type Advertisement,
  type AdvertisementBody,
  type AdvertisementImage,
  type AdvertisementLocale,
  type AdvertisementLocalizedField,
  type AdvertisementLocationInput,
  advertisementLocales,
  advertisementLocalizedFields,
  type CalendarDay,
  completeAdvertisementLocales,
  defaultAdvertisementPeriod,
} from "@ondine/domain";

export type LocalizedTexts = Record<AdvertisementLocale, string>;

/** A new image as read from the dropped file, kept until saved. */
export interface ReadImage {
  name: string;
  /** A data URL (`data:image/png;base64,...`): what is sent, and the thumbnail's source. */
  base64: string;
  size: number;
  width: number;
  height: number;
}

/**
 * The image part of a save (docs/product.md#announcements-data): the stored one kept (left out of the
 * body), a new one sent, or none (null: an edit removes the stored one).
 */
export type ImageChoice =
  | { kind: "stored"; image: AdvertisementImage }
  | { kind: "new"; image: ReadImage; hadStored: boolean }
  | { kind: "none"; hadStored: boolean };

/** Whether the announcement has an image stored, which leaving it now means removing (null). */
export function hasStoredImage(choice: ImageChoice): boolean {
  return choice.kind === "stored" || choice.hadStored;
}

export interface AdvertisementFormValues {
  internal_title: string;
  public_title: LocalizedTexts;
  content: LocalizedTexts;
  signature: LocalizedTexts;
  starts_at: string;
  ends_at: string;
  /** The fallback chosen; null until chosen (then the first complete locale). */
  fallback_language: AdvertisementLocale | null;
  locations: AdvertisementLocationInput[];
}

function textsOf(texts: Partial<Record<AdvertisementLocale, string>> = {}): LocalizedTexts {
  return Object.fromEntries(advertisementLocales.map((locale) => [locale, texts[locale] ?? ""])) as LocalizedTexts;
}

/** A new announcement (docs/product.md#announcements-validation: defaults: from today to tomorrow), or the one edited. */
export function advertisementFormValuesOf(
  advertisement: Advertisement | undefined,
  today: CalendarDay,
): AdvertisementFormValues {
  if (!advertisement) {
    return {
      internal_title: "",
      public_title: textsOf(),
      content: textsOf(),
      signature: textsOf(),
      ...defaultAdvertisementPeriod(today),
      fallback_language: null,
      locations: [],
    };
  }
  return {
    internal_title: advertisement.internal_title,
    public_title: textsOf(advertisement.public_title),
    content: textsOf(advertisement.content),
    signature: textsOf(advertisement.signature),
    starts_at: advertisement.starts_at.slice(0, 10),
    ends_at: advertisement.ends_at.slice(0, 10),
    fallback_language: advertisement.fallback_language,
    locations: advertisement.locations.map(({ location_id, location_type }) => ({ location_id, location_type })),
  };
}

export function imageChoiceOf(advertisement: Advertisement | undefined): ImageChoice {
  return advertisement?.image ? { kind: "stored", image: advertisement.image } : { kind: "none", hadStored: false };
}

/** The fallback a guest reads: the one chosen while it is complete, else the first complete locale. */
export function effectiveFallback(values: AdvertisementFormValues): AdvertisementLocale | undefined {
  const complete = completeAdvertisementLocales(values);
  return values.fallback_language && complete.includes(values.fallback_language)
    ? values.fallback_language
    : complete[0];
}

/** A locale's three texts, as its tab and the preview read them. */
export function localeTexts(
  values: AdvertisementFormValues,
  locale: AdvertisementLocale,
): Record<AdvertisementLocalizedField, string> {
  return Object.fromEntries(advertisementLocalizedFields.map((field) => [field, values[field][locale]])) as Record<
    AdvertisementLocalizedField,
    string
  >;
}

/** The body of `POST`/`PUT /portal_annoucements` (docs/product.md#announcements): empty locales left out, the image as chosen. */
export function advertisementBodyOf(
  values: AdvertisementFormValues,
  image: ImageChoice,
  id: number | null,
): AdvertisementBody {
  const filled = (texts: LocalizedTexts) =>
    Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ""));
  return {
    advertisement: {
      ...(id === null ? {} : { id }),
      internal_title: values.internal_title,
      public_title: filled(values.public_title),
      content: filled(values.content),
      signature: filled(values.signature),
      starts_at: values.starts_at,
      ends_at: values.ends_at,
      fallback_language: effectiveFallback(values) ?? null,
      locations: values.locations,
      // Left out: the stored image is kept; null: removed (docs/product.md#announcements-data).
      ...(image.kind === "new"
        ? { image: { name: image.image.name, base64: image.image.base64, size: image.image.size } }
        : image.kind === "none" && image.hadStored
          ? { image: null }
          : {}),
    },
  };
}
