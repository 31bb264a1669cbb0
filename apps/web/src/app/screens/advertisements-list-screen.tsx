import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { advertisementsListFilters } from "../../features/advertisements/advertisements-list-filters";
import {
  type AdvertisementsListSearch,
  advertisementsListHref,
  validateAdvertisementsListSearch,
} from "../../features/advertisements/advertisements-list-search";
import { AdvertisementsListPage } from "../../features/advertisements/components/list/advertisements-list-page";
import { useAdvertisementLocationOptions } from "./advertisements-location-options";

/**
 * /portal_advertisement/list: the page and the filters in the address
 * (`?page=n&state=current&location=Site-12`), so a reload, a link or the
 * back button keeps them; without `location`, the list follows the header's
 * selected location. `saved=1` (after a save) shows the toast and leaves the
 * address at once, so a reload does not show it again.
 */
export function AdvertisementsListScreen() {
  const rawSearch = useSearch({ strict: false });
  const search = validateAdvertisementsListSearch(rawSearch);
  const { location_site, location_organism } = rawSearch;
  const navigate = useNavigate();
  const locations = useAdvertisementLocationOptions() ?? [];
  const page = search.page ?? 1;
  // The filters kept across pages (not the page, nor the one-time `saved`), stable while the address's are.
  const filtersHref = advertisementsListHref({
    q: search.q,
    state: search.state,
    language: search.language,
    location: search.location,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the href says all the filters say.
  const keptSearch = useMemo(
    () => ({ q: search.q, state: search.state, language: search.language, location: search.location }),
    [filtersHref],
  );
  const filters = useMemo(
    () => advertisementsListFilters(keptSearch, { location_site, location_organism }),
    [keptSearch, location_site, location_organism],
  );
  const onPageChange = useCallback(
    (next: number) => void navigate({ href: advertisementsListHref({ ...keptSearch, page: next }) }),
    [navigate, keptSearch],
  );
  const onFiltersChange = useCallback(
    (patch: Omit<AdvertisementsListSearch, "page" | "saved">) =>
      void navigate({ href: advertisementsListHref({ ...keptSearch, ...patch, page: undefined }), replace: true }),
    [navigate, keptSearch],
  );
  const onSavedShown = useCallback(
    () => void navigate({ href: advertisementsListHref({ ...keptSearch, page }), replace: true, resetScroll: false }),
    [navigate, keptSearch, page],
  );
  return (
    <AdvertisementsListPage
      page={page}
      onPageChange={onPageChange}
      filters={filters}
      locations={locations}
      onFiltersChange={onFiltersChange}
      justSaved={search.saved === 1}
      onSavedShown={onSavedShown}
    />
  );
}
