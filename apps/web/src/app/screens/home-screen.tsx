import type { LocationAddress } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { HomePage } from "../../features/home/components/home-page";
import { rememberLocation } from "../../features/locations/remembered-location";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { ScreenLoader } from "../layout/screen-loader";

/** /: the home, composed of the user, the location selection and the home feature. */
export function HomeScreen() {
  const { data: user } = useCurrentUser();
  const { state, directory } = useLocationSelection(user?.id);
  const navigate = useNavigate();
  const userId = user?.id;

  const selectLocation = useCallback(
    (address: LocationAddress) => {
      if (userId !== undefined) rememberLocation(userId, address);
      void navigate({
        to: ".",
        search: (previous) => ({
          ...previous,
          location_site: address.location_site,
          location_organism: address.location_organism,
        }),
      });
    },
    [navigate, userId],
  );

  if (!user) return <ScreenLoader />;
  return <HomePage user={user} selection={state} directory={directory} onSelectLocation={selectLocation} />;
}
