import type { AdvertisementLocale, AdvertisementState } from "@ondine/domain";
import type { AdvertisementsListSearch } from "./advertisements-list-search";

/** What the list asks the server for beside the page (`GET /portal_annoucements` filters). */
export interface AdvertisementsListFilters {
  q?: string;
  state?: AdvertisementState;
  language?: AdvertisementLocale;
  site_id?: number;
  organism_id?: number;
}

/** The header's selection, as the address keeps it (docs/product.md#announcements-screens). */
export interface SelectedLocationSearch {
  location_site?: number;
  location_organism?: number;
}

/**
 * The list's filters: its own, and its location chosen (`Site-12`,
 * `Organism-3`, `all`) or else the header's selected location (the site,
 * else the organism), so the list follows the header.
 */
export function advertisementsListFilters(
  search: AdvertisementsListSearch,
  selected: SelectedLocationSearch,
): AdvertisementsListFilters {
  const filters: AdvertisementsListFilters = {};
  if (search.q) filters.q = search.q;
  if (search.state) filters.state = search.state;
  if (search.language) filters.language = search.language;
  const [type, id] = (search.location ?? "").split("-");
  if (type === "Site") filters.site_id = Number(id);
  else if (type === "Organism") filters.organism_id = Number(id);
  else if (search.location === undefined) {
    if (selected.location_site !== undefined) filters.site_id = selected.location_site;
    else if (selected.location_organism !== undefined) filters.organism_id = selected.location_organism;
  }
  return filters;
}

/** How many filters narrow the list (the folded control's badge); the search box apart. */
export function activeAdvertisementFilterCount(filters: AdvertisementsListFilters): number {
  return [filters.state, filters.language, filters.site_id ?? filters.organism_id].filter(
    (value) => value !== undefined,
  ).length;
}
