import type { Language } from "../i18n/languages";

/**
 * An offer's name in the other product languages (docs/product.md#i18n-languages); the offer's own
 * `name` is the French one, and stands for any language left out.
 */
export type OfferNameTranslations = Partial<Record<Exclude<Language, "fr">, string>>;

/** The offer's name for a reader of `language`: its translation, else the French name. */
export function offerNameIn(
  offer: { name: string; nameTranslations: OfferNameTranslations | null },
  language: string,
): string {
  if (language === "fr") return offer.name;
  const translated = offer.nameTranslations?.[language as keyof OfferNameTranslations];
  return translated?.trim() ? translated : offer.name;
}
