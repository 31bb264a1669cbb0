import { Anchor } from "@mantine/core";
import { type AccessPointRow, paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { accessPointName } from "./access-points-order";

/**
 * The manager's walk-through defect 2: "See on the map" names the access point's building,
 * floor and MAC, so the map opens that floor and highlights it; '-' for one
 * on no building (no map to open).
 */
export function AccessPointMapLink({ accessPoint }: { accessPoint: AccessPointRow }) {
  const { t } = useTranslation();
  if (!accessPoint.building_uuid) return <>-</>;
  return (
    <Anchor
      size="sm"
      aria-label={t("networkStatus.accessPoints.seeOnMapOf", { name: accessPointName(accessPoint) })}
      renderRoot={(props) => (
        <Link
          {...props}
          to={paths.networkMaps}
          params={{ buildingId: accessPoint.building_uuid ?? undefined, floorId: accessPoint.floor_uuid ?? undefined }}
          // The map is a site's: an organism's row opens its own site.
          search={(previous) => ({ ...previous, location_site: accessPoint.site_id, equipment: accessPoint.mac })}
        />
      )}
    >
      {t("networkStatus.accessPoints.seeOnMap")}
    </Anchor>
  );
}
