import type { MonitoringLocation, MonitoringRead } from "@ondine/domain";
import { scopeCacheKey } from "../../cache/scope-cache-key";
import type { Scope } from "../../scope/scope";

/**
 * The read cache's key of a monitoring call: the call, the caller's scope
 * (two tenants never share an answer), the location ("all": every site of the
 * scope) and the parameters that shape the answer.
 */
export function monitoringCacheKey(
  read: MonitoringRead,
  scope: Scope,
  location: MonitoringLocation | "all",
  parameters: readonly (string | number)[] = [],
): string {
  const where = location === "all" ? ["all"] : [location.type, location.id];
  return ["monitoring", read, scopeCacheKey(scope), ...where, ...parameters].join(":");
}

/**
 * Whether a read cache key holds a site map of that site (`sites/{id}/full`),
 * whoever's scope read it and whatever its parameters (the site's equipment
 * version follows the location: `...:site:12:3`).
 */
export function isSiteMapCacheKeyOf(key: string, siteId: number): boolean {
  const site = `:site:${siteId}`;
  return key.startsWith("monitoring:siteFull:") && (key.endsWith(site) || key.includes(`${site}:`));
}
