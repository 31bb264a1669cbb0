import { paths } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { advertisementsListAfterSave } from "../../features/advertisements/after-save";
import { AdvertisementForm } from "../../features/advertisements/components/form/advertisement-form";
import { ScreenLoader } from "../layout/screen-loader";
import { useAdvertisementLocationOptions } from "./advertisements-location-options";

/** /portal_advertisement/create: a save goes back to the list's page holding the new announcement, with the toast. */
export function AdvertisementsCreateScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locations = useAdvertisementLocationOptions();
  // The header's location: the list opens following it.
  const selected = useSearch({ from: "__root__" });
  if (!locations) return <ScreenLoader />;
  return (
    <AdvertisementForm
      locations={locations}
      onSaved={(saved) => void advertisementsListAfterSave(navigate, queryClient, saved, selected)}
      onCancel={() => void navigate({ to: paths.advertisementsList })}
    />
  );
}
