import type { MonitoringLocation, MonitoringRead } from "@ondine/domain";
import { scopeCacheKey } from "../../cache/scope-cache-key";
import type { Scope } from "../../scope/scope";

/**
 * The read cache's key of a monitoring call: the call, the caller's scope
 * (two tenants never share an answer) and the parameters that shape the answer.
 */
export function monitoringCacheKey(
  read: MonitoringRead,
  scope: Scope,
  location: MonitoringLocation,
  parameters: readonly (string | number)[] = [],
): string {
  return ["monitoring", read, scopeCacheKey(scope), location.type, location.id, ...parameters].join(":");
}
