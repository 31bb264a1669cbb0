import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { CreateCodesPage } from "../../features/codes/components/create-codes-page";
import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { ScreenLoader } from "../layout/screen-loader";
import { codesLocationOptions } from "./codes-location-options";

/** /codes/create: the form starts at the selected location (docs/product.md#codes-screens). */
export function CodesCreateScreen() {
  const { data: actor } = useCurrentUser();
  const directory = useLocationDirectory();
  const selection = useLocationSelection(actor?.id);
  if (!actor || directory.isPending) return <ScreenLoader />;
  const selected = selection.state.status === "received" ? selection.state.location?.selected : undefined;
  const defaultLocation = selected ? `${selected.type}-${selected.id}` : "";
  return (
    <CreateCodesPage
      actor={actor}
      locations={codesLocationOptions(directory.data, actor)}
      defaultLocation={defaultLocation}
    />
  );
}
