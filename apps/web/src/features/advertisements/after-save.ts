import type { Advertisement } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { UseNavigateResult } from "@tanstack/react-router";
import { advertisementsListHref } from "./advertisements-list-search";
import { locateAdvertisementPage } from "./api/locate-advertisement-page";

/**
 * SPEC §2 after a save: back to the list, on the page holding the saved
 * announcement (page 1 without it), with `saved=1` for the list's 2 s toast.
 */
export async function advertisementsListAfterSave(
  navigate: UseNavigateResult<string>,
  queryClient: QueryClient,
  saved?: Pick<Advertisement, "id" | "starts_at">,
): Promise<void> {
  const page = saved ? await locateAdvertisementPage(queryClient, saved).catch(() => 1) : 1;
  await navigate({ href: advertisementsListHref({ page, saved: 1 }) });
}
