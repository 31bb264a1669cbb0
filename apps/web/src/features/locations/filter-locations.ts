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

// Each location's name as searches compare it, made on the first search that reads it rather than
// for every page as the locations come (2,949 names for the large set's admin, about 10 ms).
const searchTexts = new WeakMap<DirectoryEntry, string>();

function searchTextOf(entry: DirectoryEntry): string {
  let text = searchTexts.get(entry);
  if (text === undefined) {
    text = normaliseSearchText(entry.name);
    searchTexts.set(entry, text);
  }
  return text;
}

/**
 * The header search's options for `text`: organisms, and sites offered for
 * the selection (docs/product.md#locations-model: in production only), each name holding every word
 * typed, accents and case aside. A site also matches by its organism's name.
 */
export function filterLocations(directory: LocationDirectory, text: string): LocationSearchResult {
  const search = normaliseSearchText(text);
  // Nothing typed (the search as it opens, and as every page draws the header): every name matches.
  if (search === "") {
    return {
      organisms: take(directory.organisms, () => true),
      sites: take(directory.sites, (entry) => isSiteOffered(entry.state, "selection")),
    };
  }
  return {
    organisms: take(directory.organisms, (entry) => matchesSearchWords(searchTextOf(entry), search)),
    sites: take(
      directory.sites,
      (entry) =>
        isSiteOffered(entry.state, "selection") &&
        matchesSearchWords(`${searchTextOf(entry)} ${organismSearchText(directory, entry)}`, search),
    ),
  };
}

function organismSearchText(directory: LocationDirectory, site: DirectoryEntry): string {
  const organism = directory.organismById.get(site.organism_id);
  return organism ? searchTextOf(organism) : normaliseSearchText(site.organism_name);
}
