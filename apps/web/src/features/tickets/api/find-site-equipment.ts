import { useQuery } from "@tanstack/react-query";
import { findSiteEquipment } from "../../../api/find-site-equipment";
import { siteEquipmentQueryKey } from "./tickets-query-keys";

/** A site's equipment to name in a ticket (the maps screen's read, `GET /monitoring/devices?site=`); nothing without a site. */
export function useSiteEquipment(siteId: number | null) {
  return useQuery({
    queryKey: siteEquipmentQueryKey(siteId ?? 0),
    queryFn: ({ signal }) => findSiteEquipment(siteId ?? 0, signal),
    enabled: siteId !== null,
    staleTime: 3 * 60_000,
  });
}
