import type { MonitoringLocation } from "@ondine/domain";
import { scopeCacheKey } from "../../../cache/scope-cache-key";
import type { Scope } from "../../../scope/scope";

/**
 * The read cache's key of a statistics call: the call, the caller's scope
 * (two tenants never share an answer), the location and the window.
 */
export function statisticsCacheKey(
  call: string,
  scope: Scope,
  location: MonitoringLocation,
  parameters: readonly number[],
): string {
  return ["statistics", call, scopeCacheKey(scope), location.type, location.id, ...parameters].join(":");
}
