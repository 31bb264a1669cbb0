import { isSiteOffered, matchesSearchWords, normaliseSearchText } from "@ondine/domain";
import type { DirectoryEntry, LocationDirectory } from "./location-directory";

/**
 * The most options a group shows: thousands of sites stay fast to draw and
 * to move through with the arrow keys; typing narrows the rest down.
 */
export const locationSearchGroupLimit = 50;

export interface LocationSearchGroup {
  entries: DirectoryEntry[];
  /** How many more match beyond those shown. */
  hiddenCount: number;
}

export interface LocationSearchResult {
  organisms: LocationSearchGroup;
  sites: LocationSearchGroup;
}

function take(entries: Iterable<DirectoryEntry>, matches: (entry: DirectoryEntry) => boolean): LocationSearchGroup {
  const shown: DirectoryEntry[] = [];
  let hiddenCount = 0;
  for (const entry of entries) {
    if (!matches(entry)) continue;
    if (shown.length < locationSearchGroupLimit) shown.push(entry);
    else hiddenCount += 1;
  }
  return { entries: shown, hiddenCount };
}

/**
 * The header search's options for `text`: organisms, and sites offered for
 * the selection (docs/product.md#locations-model: in production only), each name holding every word
 * typed, accents and case aside. A site also matches by its organism's name.
 */
export function filterLocations(directory: LocationDirectory, text: string): LocationSearchResult {
  const search = normaliseSearchText(text);
  return {
    organisms: take(directory.organisms, (entry) => matchesSearchWords(entry.searchName, search)),
    sites: take(
      directory.sites,
      (entry) =>
        isSiteOffered(entry.state, "selection") &&
        matchesSearchWords(`${entry.searchName} ${organismSearchName(directory, entry)}`, search),
    ),
  };
}

function organismSearchName(directory: LocationDirectory, site: DirectoryEntry): string {
  return directory.organismById.get(site.organism_id)?.searchName ?? normaliseSearchText(site.organism_name);
}
