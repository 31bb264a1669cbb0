import type { Language } from "@ondine/domain";

/**
 * Each language named in itself, as language pickers do: a reader looks for
 * their own language's name, not its translation. Written out rather than
 * asked of `Intl.DisplayNames`: making one for each language loads that
 * language's locale data, 26 to 35 ms of a signed-in page's first paint
 * (docs/performance.md "Signed-in pages (Lighthouse)").
 */
const namesInThemselves: Record<Language, string> = {
  fr: "Français",
  en: "English",
  es: "Español",
  de: "Deutsch",
  nl: "Nederlands",
  zh: "中文",
};

/** A language named in itself ("Deutsch", "Français"). */
export function languageName(language: Language): string {
  return namesInThemselves[language];
}
