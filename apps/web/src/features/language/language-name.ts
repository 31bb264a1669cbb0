import type { Language } from "@ondine/domain";

/**
 * A language named in itself ("Deutsch", "Français"), as language pickers
 * do: a reader looks for their own language's name, not its translation.
 */
export function languageName(language: Language): string {
  const name = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
