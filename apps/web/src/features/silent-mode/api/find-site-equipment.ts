import { type EquipmentCategory, equipmentCategories, type SiteDeviceItem } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { findSiteEquipment } from "../../../api/find-site-equipment";

/** A piece of network equipment a window may cover: its row id, tag and MAC. */
export type SilenceableEquipment = Extract<SiteDeviceItem, { category: EquipmentCategory }>;

/** A window covers network equipment (`equipment` rows); the site's sticks and TVs are ids of another table. */
function isNetworkEquipment(item: SiteDeviceItem): item is SilenceableEquipment {
  return (equipmentCategories as readonly string[]).includes(item.category);
}

export function siteEquipmentQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: ["silent-mode", "site-equipment", siteId],
    queryFn: async ({ signal }) => (await findSiteEquipment(siteId, signal)).filter(isNetworkEquipment),
    staleTime: 3 * 60_000,
  });
}

/** The site's network equipment (the maps screen's read, `GET /monitoring/devices?site=`) while the form lists it. */
export function useSiteEquipment(siteId: number | null, enabled: boolean) {
  return useQuery({ ...siteEquipmentQueryOptions(siteId ?? 0), enabled: enabled && siteId !== null });
}
