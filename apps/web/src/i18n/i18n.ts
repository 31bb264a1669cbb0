import { defaultLanguage, fallbackLanguage, type InterfaceLanguage, isInterfaceLanguage } from "@ondine/domain";
import i18next, { type FormatterModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import fr from "./locales/public/fr.json";

/**
 * The console's one i18next instance, ready on import. The public part of the
 * French catalogue (the pages before sign-in) is bundled; every other
 * catalogue part is a separate chunk loaded on demand (`load-catalogue.ts`),
 * so the JavaScript before sign-in stays small.
 */
export const i18n: I18n = i18next.createInstance();

/**
 * Every number a text interpolates ({{count}}, {{max}}...) is written in the
 * text's language, never the browser's: "1 000" in French, "1,000" in English.
 * Other values (names, dates already formatted) pass as they are.
 */
const interfaceNumbers: FormatterModule = {
  type: "formatter",
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, language) =>
    typeof value === "number" && language ? new Intl.NumberFormat(language).format(value) : value,
};

void i18n
  .use(initReactI18next)
  .use(interfaceNumbers)
  .init({
    lng: defaultLanguage,
    fallbackLng: fallbackLanguage,
    resources: { fr: { translation: fr } },
    // Catalogues other than French are added later with addResourceBundle.
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here would double it.
    interpolation: { escapeValue: false, alwaysFormat: true },
    // Resources are in memory: initialise synchronously, usable at once.
    initAsync: false,
  });

// <html lang> follows the interface: screen readers, hyphenation and the
// browser's translation offer rely on it.
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

/** The interface language in use, as the API expects it in Accept-Language. */
export function currentLanguage(): InterfaceLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isInterfaceLanguage(language) ? language : defaultLanguage;
}
