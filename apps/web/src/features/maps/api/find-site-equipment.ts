import type { SiteDeviceItem } from "@ondine/domain";
import { apiRequest } from "../../../api/client";

/** GET /monitoring/devices?site=: a site's equipment, spare left out, with its sticks and TVs (the map's fallback, SPEC §7). */
export function findSiteEquipment(siteId: number, signal?: AbortSignal): Promise<SiteDeviceItem[]> {
  return apiRequest<SiteDeviceItem[]>("GET", "/monitoring/devices", { query: { site: siteId }, signal });
}
