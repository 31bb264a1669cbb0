import type { SiteDeviceItem } from "@ondine/domain";
import { siteDevicesAnswerSchema } from "@ondine/domain";
import { apiCall } from "./client";

/**
 * GET /monitoring/devices?site=: a site's equipment, spare left out, with its
 * sticks and TVs: the map's fallback (docs/product.md#maps-equipment), and the
 * equipment a new ticket may name (docs/tickets.md#calls).
 */
export function findSiteEquipment(siteId: number, signal?: AbortSignal): Promise<SiteDeviceItem[]> {
  return apiCall("GET", "/monitoring/devices", siteDevicesAnswerSchema, { query: { site: siteId }, signal });
}
