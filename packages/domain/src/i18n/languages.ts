/** docs/product.md#i18n-languages: the languages of the product and of the interface. */
export const supportedLanguages = ["fr", "en", "es", "de", "nl", "zh"] as const;
export type Language = (typeof supportedLanguages)[number];

/**
 * The interface speaks every product language (its catalogues are complete):
 * any of them can be chosen on the account page or with `?lang=`.
 */
export const interfaceLanguages = supportedLanguages;
export type InterfaceLanguage = Language;
/** docs/product.md#navigation-menu: the top-menu list offers fr, en and es; `de` (and nl, zh) are chosen elsewhere. */
export const listedInterfaceLanguages = ["fr", "en", "es"] as const satisfies readonly InterfaceLanguage[];

/** The languages the mails and text messages are written in; other users get the fallback's. */
export const messageLanguages = ["fr", "en", "es", "de"] as const satisfies readonly Language[];
export type MessageLanguage = (typeof messageLanguages)[number];

export const defaultLanguage: MessageLanguage = "fr";
export const fallbackLanguage: MessageLanguage = "en";

export function isSupportedLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}

export function isInterfaceLanguage(value: string): value is InterfaceLanguage {
  return (interfaceLanguages as readonly string[]).includes(value);
}

export function isMessageLanguage(value: string): value is MessageLanguage {
  return (messageLanguages as readonly string[]).includes(value);
}

/**
 * The language a request asks for, from an `Accept-Language` header
 * (RFC 9110 §12.5.4: ranges ordered by q, `*` and region subtags allowed).
 * Falls back to the default language when nothing supported is named.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
      return { tag: tag.toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.tag !== "" && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === "*") return defaultLanguage;
    const primary = tag.split("-")[0] ?? "";
    if (isSupportedLanguage(primary)) return primary;
  }
  return defaultLanguage;
}
