import { currentLanguage } from "./i18n";

/** "France", "Allemagne"...: a country code named in the interface language. */
export function countryName(country: string): string {
  return new Intl.DisplayNames([currentLanguage()], { type: "region" }).of(country) ?? country;
}

/** "anglais", "néerlandais"...: a user's language named in the interface language. */
export function languageDisplayName(language: string): string {
  const name = new Intl.DisplayNames([currentLanguage()], { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(currentLanguage()) + name.slice(1);
}
