import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import {
  advertisementsListHref,
  validateAdvertisementsListSearch,
} from "../../features/advertisements/advertisements-list-search";
import { AdvertisementsListPage } from "../../features/advertisements/components/list/advertisements-list-page";

/**
 * /portal_advertisement/list: the page in the address (`?page=n`), so a
 * reload, a link or the back button keeps it; `saved=1` (after a save)
 * shows the toast and leaves the address at once, so a reload does not
 * show it again.
 */
export function AdvertisementsListScreen() {
  const search = validateAdvertisementsListSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const onPageChange = useCallback(
    (next: number) => void navigate({ href: advertisementsListHref({ page: next }) }),
    [navigate],
  );
  const onSavedShown = useCallback(
    () => void navigate({ href: advertisementsListHref({ page }), replace: true, resetScroll: false }),
    [navigate, page],
  );
  return (
    <AdvertisementsListPage
      page={page}
      onPageChange={onPageChange}
      justSaved={search.saved === 1}
      onSavedShown={onSavedShown}
    />
  );
}
