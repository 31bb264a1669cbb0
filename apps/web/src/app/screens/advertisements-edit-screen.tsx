import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { paths } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../api/api-error-message";
import { advertisementsListAfterSave } from "../../features/advertisements/after-save";
import { useAdvertisement } from "../../features/advertisements/api/get-advertisement";
import { AdvertisementForm } from "../../features/advertisements/components/form/advertisement-form";
import { ScreenLoader } from "../layout/screen-loader";
import { useAdvertisementLocationOptions } from "./advertisements-location-options";

const editRoute = getRouteApi("/portal_advertisement/edit/$id");

/**
 * /portal_advertisement/edit/{id}: the announcement read, then the form; one
 * that cannot be read (not the caller's: 404, docs/product.md#accounts-permissions) says so with the way
 * back to the list.
 */
export function AdvertisementsEditScreen() {
  const { id } = editRoute.useParams();
  const advertisementId = Number(id);
  const isId = Number.isSafeInteger(advertisementId) && advertisementId > 0;
  return isId ? <EditAdvertisement id={advertisementId} /> : <AdvertisementUnavailable />;
}

function EditAdvertisement({ id }: { id: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useAdvertisement(id);
  // The header's location: the list opens following it.
  const selected = useSearch({ from: "__root__" });
  const locations = useAdvertisementLocationOptions();
  if (query.isPending || !locations) return <ScreenLoader />;
  if (query.isError) return <AdvertisementUnavailable error={query.error} />;
  return (
    <AdvertisementForm
      key={query.data.id}
      advertisement={query.data}
      locations={locations}
      onSaved={(saved) => void advertisementsListAfterSave(navigate, queryClient, saved, selected)}
      onCancel={() => void navigate({ to: paths.advertisementsList })}
    />
  );
}

function AdvertisementUnavailable({ error }: { error?: Error }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t("advertisements.list.unavailable")} maw={640}>
      <Stack gap="sm" align="flex-start">
        {error && <Text size="sm">{apiErrorMessage(error, t)}</Text>}
        <Anchor component={Link} to={paths.advertisementsList} size="sm">
          {t("advertisements.list.backToList")}
        </Anchor>
      </Stack>
    </Alert>
  );
}
