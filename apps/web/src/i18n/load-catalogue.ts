import type { Language } from "@ondine/domain";
import { currentLanguage, i18n } from "./i18n";
import type consoleFr from "./locales/console/fr.json";
import type publicFr from "./locales/public/fr.json";

/**
 * Each language's catalogue comes in two parts of one namespace: `public`,
 * what the pages before sign-in say, and `console`, what the signed-in
 * console says. Only the public part is on the sign-in path; the console part
 * loads once someone is signed in (see root-route.tsx), so the features'
 * texts never weigh on the first visit.
 */
type CataloguePart = "public" | "console";

type PartImport<Catalogue> = () => Promise<{ default: Catalogue }>;

// Typing each import with the French part makes a catalogue missing a key of
// the French source a compile error.
const publicImports: Record<Exclude<Language, "fr">, PartImport<typeof publicFr>> = {
  en: () => import("./locales/public/en.json"),
  es: () => import("./locales/public/es.json"),
  de: () => import("./locales/public/de.json"),
  nl: () => import("./locales/public/nl.json"),
  zh: () => import("./locales/public/zh.json"),
};

const consoleImports: Record<Language, PartImport<typeof consoleFr>> = {
  fr: () => import("./locales/console/fr.json"),
  en: () => import("./locales/console/en.json"),
  es: () => import("./locales/console/es.json"),
  de: () => import("./locales/console/de.json"),
  nl: () => import("./locales/console/nl.json"),
  zh: () => import("./locales/console/zh.json"),
};

/** The parts every language switch loads: the console part joins once signed in. */
const partsInUse = new Set<CataloguePart>(["public"]);
const loadedParts = new Map<string, Promise<void>>([["fr:public", Promise.resolve()]]);

function loadPart(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}:${part}`;
  let loading = loadedParts.get(key);
  if (!loading) {
    const load = part === "console" ? consoleImports[language] : publicImports[language as Exclude<Language, "fr">];
    loading = load().then(({ default: catalogue }) => {
      i18n.addResourceBundle(language, "translation", catalogue, true, true);
    });
    // A failed chunk (network) may be tried again on the next call.
    loading.catch(() => loadedParts.delete(key));
    loadedParts.set(key, loading);
  }
  return loading;
}

/** Makes `language`'s catalogue (the parts in use) available to i18next. */
export async function loadCatalogue(language: Language): Promise<void> {
  await Promise.all([...partsInUse].map((part) => loadPart(language, part)));
}

/**
 * The signed-in console's texts, in the current language. i18next's fallback
 * language (English) is never fetched for itself: every catalogue has exactly
 * the French keys (catalogues.test.ts), so a fallback would never be read; a
 * screen that shows English beside the interface's language loads it
 * (features/codes/print/use-english-text.ts).
 */
export async function loadConsoleCatalogue(): Promise<void> {
  partsInUse.add("console");
  await loadPart(currentLanguage(), "console");
}
