import { type InterfaceLanguage, isInterfaceLanguage } from "@ondine/domain";
import { languageSearchParam } from "../../i18n/language-preference";

/** Query parameters every route understands (docs/product.md#navigation-routing). */
export interface RootSearch {
  /** The selected site, kept in the address so a link reopens the same place. */
  location_site?: number;
  /** The selected organism, likewise. */
  location_organism?: number;
  /** `?lang=de` picks an interface language, German included though it is not listed. */
  lang?: InterfaceLanguage;
}

export function validateRootSearch(search: Record<string, unknown>): RootSearch {
  const result: RootSearch = {};
  const site = toLocationId(search.location_site);
  const organism = toLocationId(search.location_organism);
  const language = search[languageSearchParam];
  if (site !== undefined) result.location_site = site;
  if (organism !== undefined) result.location_organism = organism;
  if (typeof language === "string" && isInterfaceLanguage(language)) result.lang = language;
  return result;
}

/** A location id is a positive integer; anything else is dropped, not guessed at. */
function toLocationId(value: unknown): number | undefined {
  const id = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
