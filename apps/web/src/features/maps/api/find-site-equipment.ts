import type { EquipmentItem } from "@ondine/domain";
import { apiRequest } from "../../../api/client";

/** GET /monitoring/devices?site=: a site's equipment, spare left out (the map's fallback, SPEC §7). */
export function findSiteEquipment(siteId: number, signal?: AbortSignal): Promise<EquipmentItem[]> {
  return apiRequest<EquipmentItem[]>("GET", "/monitoring/devices", { query: { site: siteId }, signal });
}
