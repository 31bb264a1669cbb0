import { addressOf, isSameAddress, paths, type RouteId } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { keepsItsAddress } from "../location-address-sync";
import { rememberLocation } from "../remembered-location";
import { useLocationSelection } from "../use-location-selection";
import { LocationErrorModal } from "./location-error-modal";

interface LocationSelectionSyncProps {
  userId: number;
  routeId: RouteId | undefined;
}

/**
 * Keeps the address and the selected location together (docs/product.md#locations-selection "Routing
 * rules"): the selection is written into an address that lacks it, a
 * location the caller does not hold is taken out, and the choice is
 * remembered. No location at all leads to /working-site; a failed lookup
 * opens a modal with a refresh button (docs/product.md#errors-behaviour).
 */
export function LocationSelectionSync({ userId, routeId }: LocationSelectionSyncProps) {
  const { state, requested } = useLocationSelection(userId);
  const navigate = useNavigate();
  const keepsAddress = keepsItsAddress(routeId);

  useEffect(() => {
    if (state.status === "received") {
      const address = addressOf(state.location);
      if (state.location) rememberLocation(userId, address);
      if (!keepsAddress && !isSameAddress(address, requested)) {
        void navigate({
          to: ".",
          search: (previous) => ({
            ...previous,
            location_site: address.location_site,
            location_organism: address.location_organism,
          }),
          // The hash holds screen state (the codes dashboard's filters, docs/product.md#locations-selection): it stays.
          hash: true,
          replace: true,
        });
      }
    } else if (state.status === "emptied" && state.error === "NO_RESULTS" && !keepsAddress) {
      void navigate({ to: paths.workingSite, replace: true });
    }
  }, [state, requested, keepsAddress, userId, navigate]);

  if (state.status === "emptied" && state.error !== "NO_RESULTS") return <LocationErrorModal error={state.error} />;
  return null;
}
