import { defaultLanguage, type InterfaceLanguage, isInterfaceLanguage } from "@ondine/domain";

/** Where the interface language chosen in the top menu is remembered. */
export const languageStorageKey = "ondine.language";

/** The `lang` query parameter, e.g. `?lang=de` (the only way to reach the unlisted German). */
export const languageSearchParam = "lang";

export function readStoredLanguage(): InterfaceLanguage | undefined {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return stored && isInterfaceLanguage(stored) ? stored : undefined;
  } catch {
    // Storage can be disabled (privacy settings): the choice is then per visit.
    return undefined;
  }
}

export function storeLanguage(language: InterfaceLanguage): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // See readStoredLanguage: nothing to remember it in.
  }
}

export function languageFromSearch(search: string): InterfaceLanguage | undefined {
  const requested = new URLSearchParams(search).get(languageSearchParam);
  return requested && isInterfaceLanguage(requested) ? requested : undefined;
}

/** The language to start in: the address, then the remembered choice, then French. */
export function initialLanguage(search: string): InterfaceLanguage {
  return languageFromSearch(search) ?? readStoredLanguage() ?? defaultLanguage;
}
