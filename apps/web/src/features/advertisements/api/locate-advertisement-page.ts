import type { Advertisement } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { AdvertisementsListFilters } from "../advertisements-list-filters";
import { advertisementsPageQueryOptions } from "./find-advertisements";

type ListedKey = Pick<Advertisement, "id" | "starts_at">;

/** The list's order (the server's): the newest start day first, then the newest id. */
function listedBefore(a: ListedKey, b: ListedKey): boolean {
  return a.starts_at > b.starts_at || (a.starts_at === b.starts_at && a.id > b.id);
}

/**
 * The list page an announcement is on, found by halving the pages as the
 * list is ordered (a few reads, not one per page); the pages read stay in
 * the cache for the list to show at once. Page 1 when it cannot be found
 * (as when the list's `filters` leave it out).
 */
export async function locateAdvertisementPage(
  queryClient: QueryClient,
  saved: ListedKey,
  filters: AdvertisementsListFilters = {},
): Promise<number> {
  let low = 1;
  let high = low;
  let page = low;
  for (let reads = 0; reads < 32 && low <= high; reads++) {
    const answer = await queryClient.fetchQuery(advertisementsPageQueryOptions(page, filters));
    if (reads === 0) high = Math.max(answer.total_pages, 1);
    const first = answer.advertisements[0];
    const last = answer.advertisements.at(-1);
    if (!first || !last) return 1;
    if (listedBefore(saved, first)) high = page - 1;
    else if (listedBefore(last, saved)) low = page + 1;
    else return page;
    page = Math.floor((low + high) / 2);
  }
  return 1;
}
