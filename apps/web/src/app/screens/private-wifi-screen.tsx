import { monitoredSiteState, paths } from "@ondine/domain";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { StepUpProvider } from "../../features/auth/components/step-up-provider";
import { codesListHash } from "../../features/codes/codes-list-state";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { type PrivateSpacesSearch, PrivateWifiPage } from "../../features/private-wifi";
import { ScreenLoader } from "../layout/screen-loader";

const route = getRouteApi("/ran");

/** A code's row in the codes list, its panel open: where a space made for a guest code links. */
const codeListHash = (couponId: number) => codesListHash({ coupon: couponId });

/**
 * /ran (docs/private-wifi.md#roles): the private Wi-Fi spaces of the header's
 * current site, the list's search, state, order and page in the address; with
 * an organism selected, its sites in production to choose among.
 */
export function PrivateWifiScreen() {
  const { data: user } = useCurrentUser();
  const { state, directory } = useLocationSelection(user?.id);
  const search = route.useSearch();
  const navigate = useNavigate();
  const page = search.page ?? 1;

  // A new page is a step back can undo; a new search, state or order replaces the address.
  const onSearchChange = useCallback(
    (next: PrivateSpacesSearch) =>
      void navigate({
        from: paths.ran,
        to: paths.ran,
        search: (previous) => ({
          ...previous,
          q: next.q,
          state: next.state,
          sort: next.sort,
          order: next.order,
          page: next.page,
        }),
        replace: (next.page ?? 1) === page,
      }),
    [navigate, page],
  );
  const onChooseSite = useCallback(
    (siteId: number) =>
      void navigate({
        from: paths.ran,
        to: paths.ran,
        search: (previous) => ({
          ...previous,
          location_site: siteId,
          location_organism: directory?.siteById.get(siteId)?.organism_id,
          page: undefined,
        }),
      }),
    [navigate, directory],
  );

  if (!user || state.status === "requesting") return <ScreenLoader />;
  const location = state.status === "received" ? state.location : null;
  const siteChoices =
    location && !location.site
      ? (directory?.sitesByOrganism.get(location.organism.id) ?? []).filter((site) => site.state === monitoredSiteState)
      : [];
  // Revealing a key asks for the second factor again (docs/security.md "Step-up").
  return (
    <StepUpProvider>
      <PrivateWifiPage
        site={location?.site ?? null}
        siteChoices={siteChoices}
        onChooseSite={onChooseSite}
        search={search}
        onSearchChange={onSearchChange}
        codeListHash={codeListHash}
      />
    </StepUpProvider>
  );
}
