import { type SponsorLinkPresentation, sponsorLinkPresentationSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** GET /sponsors/{token} (docs/product.md#sponsors-link): the guest asking, the site, the end dates allowed. */
export function getSponsorLink(token: string, signal?: AbortSignal): Promise<SponsorLinkPresentation> {
  return apiCall("GET", `/sponsors/${encodeURIComponent(token)}`, sponsorLinkPresentationSchema, { signal });
}

export function sponsorLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["sponsors", token],
    queryFn: ({ signal }) => getSponsorLink(token, signal),
    // A refused link is refused again: no retry, straight to the invalid-link page.
    retry: false,
  });
}

export function useSponsorLink(token: string) {
  return useQuery(sponsorLinkQueryOptions(token));
}
