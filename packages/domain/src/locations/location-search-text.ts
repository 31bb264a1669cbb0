/**
 * Text as a location search compares it: lower case, accents and other
 * diacritics removed, punctuation and runs of spaces as one space, so that
 * "hotel st-etienne" finds "Hôtel Saint-Étienne"'s "Hôtel St-Étienne".
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Whether a name holds every word of the search, each anywhere in it, in any
 * order ("nantes hotel" finds "Hôtel Nantes Centre"). Both sides normalised.
 */
export function matchesSearchWords(normalisedName: string, normalisedSearch: string): boolean {
  if (normalisedSearch === "") return true;
  return normalisedSearch.split(" ").every((word) => normalisedName.includes(word));
}
