import type { Advertisement } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { UseNavigateResult } from "@tanstack/react-router";
import { advertisementsListFilters, type SelectedLocationSearch } from "./advertisements-list-filters";
import { advertisementsListHref } from "./advertisements-list-search";
import { locateAdvertisementPage } from "./api/locate-advertisement-page";

/**
 * docs/product.md#announcements-screens after a save: back to the list, on the page holding the saved
 * announcement (page 1 without it), with `saved=1` for the list's 2 s toast.
 * The list opens following the header's location (`selected`), so the page
 * is looked for there.
 */
export async function advertisementsListAfterSave(
  navigate: UseNavigateResult<string>,
  queryClient: QueryClient,
  saved?: Pick<Advertisement, "id" | "starts_at">,
  selected: SelectedLocationSearch = {},
): Promise<void> {
  const filters = advertisementsListFilters({}, selected);
  const page = saved ? await locateAdvertisementPage(queryClient, saved, filters).catch(() => 1) : 1;
  await navigate({ href: advertisementsListHref({ page, saved: 1 }) });
}
